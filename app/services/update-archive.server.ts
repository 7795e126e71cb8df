/**
 * Receives a manual update archive. The archive is checked by its first bytes
 * (not by the name the browser sent), size-limited while it streams, hashed and
 * stored as an opaque file: nothing in it is unpacked or executed.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { env } from "~/lib/env.server";
import { addUpdateLog } from "~/models/system.server";

/** The server accepts 101 MiB bodies on the upload paths; the archive itself may be 100 MiB. */
export const MAX_UPDATE_BYTES = 100 * 1024 * 1024;

export const UPDATE_FIELD = "updateFile";

export const uploadMessages = {
  noFile: "Lütfen bir dosya seçin",
  wrongType: "Sadece ZIP, TAR veya TAR.GZ dosyaları yüklenebilir",
  wrongContent: "Dosyanın içeriği geçerli bir ZIP, TAR veya TAR.GZ arşivi değil",
  tooLarge: "Dosya boyutu 100 MB sınırını aşıyor",
  failed: "Güncelleme yüklenirken hata oluştu",
  success: "Güncelleme başarıyla yüklendi",
} as const;

export type ArchiveKind = "zip" | "tar" | "gzip";

/** The archive kind its leading bytes prove, or null. */
export function detectArchiveKind(head: Uint8Array): ArchiveKind | null {
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return "zip";
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return "gzip";
  if (head.length >= 262 && Buffer.from(head.subarray(257, 262)).toString("latin1") === "ustar") return "tar";
  return null;
}

/** The kind a file name promises: .zip, .tar, .tar.gz or .tgz; null for anything else. */
export function archiveKindFromName(name: string): ArchiveKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith(".zip")) return "zip";
  if (lower.endsWith(".tar.gz") || lower.endsWith(".tgz")) return "gzip";
  if (lower.endsWith(".tar")) return "tar";
  return null;
}

/** A version number in the file name (`update-1.2.3.zip`), else 'Bilinmiyor'. */
export function versionFromName(name: string): string {
  return name.match(/v?(\d+\.\d+(?:\.\d+)?)/)?.[1] ?? "Bilinmiyor";
}

/** "1,5 MB" style, with the spec's units. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return "-";
  if (bytes < 1024) return `${bytes} Bytes`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString("tr-TR", { maximumFractionDigits: 2 })} ${units[unit]}`;
}

export type UploadOutcome =
  | { ok: true; message: string; sha256: string; size: number; fileName: string; logId: number }
  | { ok: false; status: 400 | 413 | 500; message: string };

interface Received {
  fileName: string;
  tempPath: string;
  size: number;
  sha256: string;
  head: Uint8Array;
}

class TooLargeError extends Error {}

function updatesDir() {
  const dir = path.join(env().UPLOAD_DIR, "updates");
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** Streams the file part into the uploads folder, hashing and counting as it goes. */
function archiveUploadHandler(received: Received[]): UploadHandler {
  return async ({ name, filename, data }) => {
    if (name !== UPDATE_FIELD || filename === undefined) return undefined;
    const tempPath = path.join(updatesDir(), `.incoming-${randomUUID()}`);
    const out = fs.createWriteStream(tempPath, { flags: "wx" });
    const hash = createHash("sha256");
    const head: number[] = [];
    let size = 0;
    try {
      for await (const chunk of data) {
        size += chunk.byteLength;
        if (size > MAX_UPDATE_BYTES) throw new TooLargeError();
        if (head.length < 512) head.push(...chunk.subarray(0, 512 - head.length));
        hash.update(chunk);
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
      }
      await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    } catch (error) {
      out.destroy();
      fs.rmSync(tempPath, { force: true });
      throw error;
    }
    received.push({ fileName: filename, tempPath, size, sha256: hash.digest("hex"), head: Uint8Array.from(head) });
    return filename;
  };
}

/**
 * Reads a multipart request with an `updateFile` part, checks it and, when it is
 * a real archive, stores it and logs it. Every outcome but a missing file is
 * written to the update history.
 */
export async function receiveUpdateArchive(request: Request, actor: { id: number; username: string }): Promise<UploadOutcome> {
  const received: Received[] = [];
  const startedAt = new Date().toISOString();
  try {
    await unstable_parseMultipartFormData(
      request,
      unstable_composeUploadHandlers(archiveUploadHandler(received), unstable_createMemoryUploadHandler({ maxPartSize: 64 * 1024 })),
    );
  } catch (error) {
    for (const file of received) fs.rmSync(file.tempPath, { force: true });
    if (error instanceof TooLargeError) {
      await addUpdateLog({
        version: "Bilinmiyor",
        update_type: "manual",
        status: "failed",
        file_name: null,
        file_size: null,
        sha256: null,
        stored_path: null,
        message: uploadMessages.tooLarge,
        started_at: startedAt,
        completed_at: new Date().toISOString(),
      });
      return { ok: false, status: 413, message: uploadMessages.tooLarge };
    }
    if (error instanceof TypeError) return { ok: false, status: 400, message: uploadMessages.noFile };
    throw error;
  }

  const [file, ...extra] = received;
  for (const other of extra) fs.rmSync(other.tempPath, { force: true });
  if (!file || (!file.fileName && file.size === 0)) {
    if (file) fs.rmSync(file.tempPath, { force: true });
    return { ok: false, status: 400, message: uploadMessages.noFile };
  }

  const fail = async (message: string) => {
    fs.rmSync(file.tempPath, { force: true });
    await addUpdateLog({
      version: versionFromName(file.fileName),
      update_type: "manual",
      status: "failed",
      file_name: file.fileName,
      file_size: file.size,
      sha256: file.sha256,
      stored_path: null,
      message,
      started_at: startedAt,
      completed_at: new Date().toISOString(),
    });
    return { ok: false as const, status: 400 as const, message };
  };

  const promised = archiveKindFromName(file.fileName);
  if (!promised) return fail(uploadMessages.wrongType);
  const actual = detectArchiveKind(file.head);
  if (actual !== promised) return fail(uploadMessages.wrongContent);

  const storedPath = path.join(updatesDir(), `${Date.now()}-${file.sha256.slice(0, 12)}${promised === "gzip" ? ".tar.gz" : `.${promised}`}`);
  fs.renameSync(file.tempPath, storedPath);
  const log = await addUpdateLog({
    version: versionFromName(file.fileName),
    update_type: "manual",
    status: "completed",
    file_name: file.fileName,
    file_size: file.size,
    sha256: file.sha256,
    stored_path: storedPath,
    message: `${actor.username} tarafından yüklendi`,
    started_at: startedAt,
    completed_at: new Date().toISOString(),
  });
  return { ok: true, message: uploadMessages.success, sha256: file.sha256, size: file.size, fileName: file.fileName, logId: log.id };
}
