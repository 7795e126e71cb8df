import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable, Transform } from "node:stream";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { env } from "~/server/env.server";
import { writeWithActivity } from "~/models/activity.server";
import { notifyAdmins } from "~/models/notifications.server";
import { getSetting } from "~/models/settings.server";
import { createUpdateLog, recordUpdateCheck } from "~/models/system.server";
import { readOutsideJson } from "./outside/read.server";
import { logger } from "~/server/log.server";
import { UPDATE_ARCHIVE_MAX_BYTES } from "~/lib/body-limits";

export type ArchiveKind = "zip" | "tar" | "tar.gz";

export const WRONG_TYPE_MESSAGE = "Sadece ZIP, TAR veya TAR.GZ dosyaları yüklenebilir";
export const NO_FILE_MESSAGE = "Lütfen bir dosya seçin";
/** What an accepted archive is: kept and checked, never run or installed. */
export const ARCHIVE_STORED_MESSAGE = "Güncelleme arşivi saklandı ve doğrulandı; kurulmadı. Kurulumu sunucu yöneticisi yapar.";
export const TOO_LARGE_MESSAGE = `Dosya çok büyük. En fazla ${UPDATE_ARCHIVE_MAX_BYTES / (1024 * 1024)} MB yüklenebilir.`;
export const MALFORMED_UPLOAD_MESSAGE = "Yükleme okunamadı: gönderilen form bozuk. Dosyayı yeniden seçip tekrar deneyin.";

export class UpdateArchiveError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message);
    this.name = "UpdateArchiveError";
  }
}

/** The archive type named by a file name, before anything is read. */
export function kindFromFileName(name: string): ArchiveKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith(".zip")) return "zip";
  if (lower.endsWith(".tar.gz") || lower.endsWith(".tgz")) return "tar.gz";
  if (lower.endsWith(".tar")) return "tar";
  return null;
}

/** The archive type the bytes themselves show (magic numbers), or null. */
export function kindFromContent(head: Uint8Array): ArchiveKind | null {
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && [0x03, 0x05, 0x07].includes(head[2]) && head[3] === head[2] + 1) {
    return "zip";
  }
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return "tar.gz";
  if (head.length >= 262 && Buffer.from(head.subarray(257, 262)).toString("latin1") === "ustar") return "tar";
  return null;
}

/** A version number in the file name ("site-v1.4.2.zip" → "1.4.2"), else "manuel". */
export function versionFromFileName(name: string): string {
  return name.match(/(\d+\.\d+(?:\.\d+)?)/)?.[1] ?? "manuel";
}

export interface StoredArchive {
  fileName: string;
  kind: ArchiveKind;
  size: number;
  sha256: string;
  storedPath: string;
}

function safeName(name: string) {
  return (
    path
      .basename(name)
      .replace(/[^a-zA-Z0-9._-]/g, "_")
      .slice(-100) || "guncelleme"
  );
}

/**
 * Streams an uploaded archive to the uploads folder while hashing it and
 * counting its size. The name and the first bytes must both say ZIP, TAR or
 * TAR.GZ. Nothing in it is unpacked or run; it is kept for an operator.
 */
export async function storeUpdateArchive(fileName: string, data: AsyncIterable<Uint8Array>): Promise<StoredArchive> {
  const byName = kindFromFileName(fileName);
  if (!byName) throw new UpdateArchiveError(WRONG_TYPE_MESSAGE, 400);

  const dir = path.join(env().UPLOAD_DIR, "updates");
  fs.mkdirSync(dir, { recursive: true });
  const tempPath = path.join(dir, `.${randomUUID()}.part`);
  const hash = createHash("sha256");
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;

  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > UPDATE_ARCHIVE_MAX_BYTES) return callback(new UpdateArchiveError(TOO_LARGE_MESSAGE, 413));
      if (headLength < 512) {
        head.push(chunk.subarray(0, 512 - headLength));
        headLength += Math.min(chunk.length, 512 - headLength);
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });

  try {
    await pipeline(Readable.from(data), meter, fs.createWriteStream(tempPath, { flags: "wx" }));
    if (size === 0) throw new UpdateArchiveError(NO_FILE_MESSAGE, 400);
    const byContent = kindFromContent(Buffer.concat(head));
    // A .tar.gz is gzip inside; a .tgz named file must still start like gzip.
    if (!byContent || byContent !== byName) throw new UpdateArchiveError(WRONG_TYPE_MESSAGE, 400);
    const sha256 = hash.digest("hex");
    const storedPath = path.join(dir, `${sha256.slice(0, 16)}-${safeName(fileName)}`);
    fs.renameSync(tempPath, storedPath);
    return { fileName, kind: byContent, size, sha256, storedPath };
  } catch (error) {
    fs.rmSync(tempPath, { force: true });
    throw error;
  }
}

/** Compares dotted versions numerically: "1.10.0" is newer than "1.9.3". */
export function isNewerVersion(candidate: string, current: string): boolean {
  const a = candidate.split(".").map((n) => Number.parseInt(n, 10) || 0);
  const b = current.split(".").map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return false;
}

/**
 * Reads the `updateFile` field of a multipart upload into the uploads folder and
 * logs the attempt. Returns the log entry; a refused file throws UpdateArchiveError
 * after its failure is logged.
 */
export async function receiveUpdateUpload(request: Request, actor: { id: number; username: string }) {
  let received = false;
  let fileName: string | null = null;
  try {
    let stored: StoredArchive | undefined;
    await readMultipart(request, async ({ name, filename, data }) => {
      if (name !== "updateFile" || !filename) {
        for await (const _chunk of data) {
          // Other fields are drained and ignored.
        }
        return undefined;
      }
      received = true;
      fileName = filename;
      stored = await storeUpdateArchive(filename, data);
      return stored.storedPath;
    });
    if (!received || !stored) throw new UpdateArchiveError(NO_FILE_MESSAGE, 400);
    const archive = stored;
    // The log, the admin's entry and the admins' notification are written together or not at all.
    return await writeWithActivity(
      async (trx) => {
        const log = await createUpdateLog(
          {
            version: versionFromFileName(archive.fileName),
            updateType: `manuel (${archive.kind})`,
            status: "stored",
            fileName: archive.fileName,
            fileSize: archive.size,
            sha256: archive.sha256,
            storedPath: archive.storedPath,
            message: "Arşiv doğrulandı ve saklandı; kurulumu sunucu yöneticisi yapar.",
          },
          trx,
        );
        await notifyAdmins(
          {
            title: "Güncelleme arşivi yüklendi",
            message: `${actor.username}, ${archive.fileName} dosyasını yükledi; arşiv doğrulandı ve saklandı, kurulmadı.`,
            type: "info",
            category: "system",
            relatedType: "update",
            relatedId: log.id,
          },
          trx,
        );
        return log;
      },
      () => ({
        action: "update.upload",
        title: "Güncelleme arşivi saklandı (kurulmadı)",
        description: `${archive.fileName} (${archive.kind}, SHA-256 ${archive.sha256.slice(0, 12)}…)`,
        icon: "Activity",
        actor,
      }),
    );
  } catch (error) {
    const refusal = error instanceof UpdateArchiveError ? error : isTooLarge(error) ? new UpdateArchiveError(TOO_LARGE_MESSAGE, 413) : null;
    if (!refusal) throw error;
    if (received && fileName) {
      await createUpdateLog({
        version: versionFromFileName(fileName),
        updateType: "manuel",
        status: "failed",
        fileName,
        fileSize: null,
        sha256: null,
        storedPath: null,
        message: refusal.message,
      });
    }
    throw refusal;
  }
}

/**
 * The multipart parser over `handler`. A body it cannot read (a part header with
 * unbalanced quotes around its filename, a part without a name or without headers,
 * a stream that ends mid-part) is the sender's fault, a 400. The parser says so only
 * in its messages ("malformed ...", also when the handler was reading the part's
 * stream); whatever else is thrown (a refused archive, a disk error) passes unchanged.
 */
async function readMultipart(request: Request, handler: UploadHandler) {
  try {
    return await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof Error && /^malformed |^Could not parse content as FormData/.test(error.message)) {
      throw new UpdateArchiveError(MALFORMED_UPLOAD_MESSAGE, 400);
    }
    throw error;
  }
}

function isTooLarge(error: unknown) {
  return error instanceof Error && /exceeded|too large/i.test(error.message);
}

/** A manifest is `{ "version": "1.2.0" }`; anything near this size is not one. */
export const MANIFEST_MAX_BYTES = 64 * 1024;

export type UpdateCheck = { ok: true; latestVersion: string; updateAvailable: boolean } | { ok: false };

/**
 * Reads the version manifest (`{ "version": "1.2.0" }`) named by the
 * `update_manifest_url` setting. No URL, no answer or a bad answer: not ok.
 */
export async function checkForUpdates(currentVersion: string): Promise<UpdateCheck> {
  const url = (await getSetting("update_manifest_url"))?.trim();
  if (!url) return { ok: false };
  try {
    // An admin-set URL: read under the outside-call policy, with a cap that fits a version file.
    const body = await readOutsideJson(url, { firstByteMs: 5000, idleMs: 5000, totalMs: 10_000, maxBytes: MANIFEST_MAX_BYTES });
    const version = body && typeof body === "object" && "version" in body ? String(body.version) : "";
    if (!/^\d+(\.\d+)*$/.test(version)) return { ok: false };
    const updateAvailable = isNewerVersion(version, currentVersion);
    await recordUpdateCheck(version, updateAvailable);
    return { ok: true, latestVersion: version, updateAvailable };
  } catch (error) {
    logger.warn({ err: error }, "Sürüm bildirimi okunamadı");
    return { ok: false };
  }
}
