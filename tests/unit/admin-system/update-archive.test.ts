import fs from "node:fs";
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  isNewerVersion,
  kindFromContent,
  kindFromFileName,
  receiveUpdateUpload,
  checkForUpdates,
  versionFromFileName,
} from "~/services/update-archive.server";
import { formatFileSize } from "~/lib/format";
import { db } from "~/server/db.server";
import { setSetting } from "~/models/settings.server";
import { useTestDatabase } from "../../setup/test-db";
import * as updateLogStored from "../../../db/migrations/2026-11-23_0016_update_log_stored";

useTestDatabase();

const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
const gzip = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0]);
function tar() {
  const block = Buffer.alloc(1024);
  block.write("hello.txt", 0, "latin1");
  block.write("ustar", 257, "latin1");
  return block;
}

function upload(name: string, bytes: Buffer) {
  const form = new FormData();
  form.append("updateFile", new File([new Uint8Array(bytes)], name));
  return new Request("http://localhost/admin/update", { method: "POST", body: form });
}

const admin = { id: 1, username: "admin" };

describe("archive checks", () => {
  it("recognises ZIP, TAR and GZIP by their bytes, not by their names", () => {
    expect(kindFromContent(zip)).toBe("zip");
    expect(kindFromContent(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe("zip");
    expect(kindFromContent(gzip)).toBe("tar.gz");
    expect(kindFromContent(tar())).toBe("tar");
    expect(kindFromContent(Buffer.from("#!/bin/sh\nrm -rf /\n"))).toBeNull();
    expect(kindFromContent(Buffer.from("PK"))).toBeNull();
  });

  it("reads the allowed names and a version from them", () => {
    expect(kindFromFileName("site-v1.2.3.ZIP")).toBe("zip");
    expect(kindFromFileName("a.tar.gz")).toBe("tar.gz");
    expect(kindFromFileName("a.tgz")).toBe("tar.gz");
    expect(kindFromFileName("a.tar")).toBe("tar");
    expect(kindFromFileName("a.exe")).toBeNull();
    expect(versionFromFileName("site-v1.2.3.zip")).toBe("1.2.3");
    expect(versionFromFileName("yama.zip")).toBe("manuel");
  });

  it("formats sizes and compares versions", () => {
    expect(formatFileSize(512)).toBe("512 Bytes");
    expect(formatFileSize(1536)).toBe("1,5 KB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5,0 MB");
    expect(isNewerVersion("1.10.0", "1.9.3")).toBe(true);
    expect(isNewerVersion("1.0.0", "1.0.0")).toBe(false);
    expect(isNewerVersion("0.9", "1.0.0")).toBe(false);
  });
});

describe("receiveUpdateUpload", () => {
  it("stores a valid archive with its SHA-256 and logs it as stored, leaving the last update time alone", async () => {
    await db().updateTable("system_info").set({ last_update: "2026-11-01T10:00:00.000Z" }).where("id", "=", 1).execute();
    const bytes = Buffer.concat([zip, Buffer.from("içerik")]);
    const log = await receiveUpdateUpload(upload("site-v2.0.0.zip", bytes), admin);
    expect(log).toMatchObject({ version: "2.0.0", status: "stored", file_size: bytes.length });
    expect(log.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(fs.readFileSync(log.stored_path!)).toEqual(bytes);
    // Nothing was installed, so the site was not updated.
    const info = await db().selectFrom("system_info").select("last_update").executeTakeFirstOrThrow();
    expect(info.last_update).toBe("2026-11-01T10:00:00.000Z");
  });

  it("renames the rows of archives stored before as stored, in a migration", async () => {
    const row = (status: string, stored_path: string | null) => ({ version: "1.0.0", update_type: "manuel", status, stored_path });
    await db()
      .insertInto("update_logs")
      .values([row("completed", "/tmp/uploads/a.zip"), row("completed", null), row("failed", null)])
      .execute();
    await updateLogStored.up(db());
    const logs = await db().selectFrom("update_logs").select("status").orderBy("id").execute();
    expect(logs.map((log) => log.status)).toEqual(["stored", "completed", "failed"]);
  });

  it("refuses a file whose bytes are not an archive, whatever its name, and logs the failure", async () => {
    await expect(receiveUpdateUpload(upload("kotu.zip", Buffer.from("bu bir zip değil")), admin)).rejects.toMatchObject({
      status: 400,
      message: "Sadece ZIP, TAR veya TAR.GZ dosyaları yüklenebilir",
    });
    await expect(receiveUpdateUpload(upload("script.sh", zip), admin)).rejects.toMatchObject({ status: 400 });
    const logs = await db().selectFrom("update_logs").selectAll().execute();
    expect(logs.map((l) => l.status)).toEqual(["failed", "failed"]);
  });

  it("asks for a file when none is sent", async () => {
    const form = new FormData();
    form.append("other", "x");
    const request = new Request("http://localhost/admin/update", { method: "POST", body: form });
    await expect(receiveUpdateUpload(request, admin)).rejects.toMatchObject({ message: "Lütfen bir dosya seçin" });
  });
});

describe("checkForUpdates", () => {
  it("reads the manifest, and fails politely without one or with a broken one", async () => {
    expect(await checkForUpdates("1.0.0")).toEqual({ ok: false });

    let answer = JSON.stringify({ version: "1.4.0" });
    const server = http.createServer((_req, res) => res.end(answer));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await setSetting("update_manifest_url", `http://127.0.0.1:${port}/surum.json`);
      expect(await checkForUpdates("1.0.0")).toEqual({ ok: true, latestVersion: "1.4.0", updateAvailable: true });
      expect(await checkForUpdates("1.4.0")).toEqual({ ok: true, latestVersion: "1.4.0", updateAvailable: false });
      answer = "<html>bozuk</html>";
      expect(await checkForUpdates("1.0.0")).toEqual({ ok: false });
    } finally {
      server.close();
    }
  });

  it("cuts a 400 MB manifest at the cap: the read stops early and memory stays low", async () => {
    let sent = 0;
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.write('{"version":"9.9.9","padding":"');
      const chunk = Buffer.alloc(256 * 1024, 97);
      const pump = () => {
        while (sent < 400 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        if (!res.destroyed) res.end('"}');
      };
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await setSetting("update_manifest_url", `http://127.0.0.1:${port}/surum.json`);
      const before = process.memoryUsage().rss;
      expect(await checkForUpdates("1.0.0")).toEqual({ ok: false });
      expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
      // What the server managed to write before the connection dropped: socket buffers, not 400 MB.
      expect(sent).toBeLessThan(32 * 1024 * 1024);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("does not follow the manifest's redirect to another origin", async () => {
    let otherHits = 0;
    const other = http.createServer((_req, res) => {
      otherHits += 1;
      res.end(JSON.stringify({ version: "9.0.0" }));
    });
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const otherPort = (other.address() as AddressInfo).port;
    const server = http.createServer((_req, res) => res.writeHead(302, { Location: `http://127.0.0.1:${otherPort}/v.json` }).end());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      await setSetting("update_manifest_url", `http://127.0.0.1:${(server.address() as AddressInfo).port}/surum.json`);
      expect(await checkForUpdates("1.0.0")).toEqual({ ok: false });
      expect(otherHits).toBe(0);
    } finally {
      server.close();
      other.close();
    }
  });
});
