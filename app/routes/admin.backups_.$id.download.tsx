import fs from "node:fs";
import { Readable } from "node:stream";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { positiveId } from "~/lib/params";
import { invariantResponse } from "~/lib/invariant";
import { findKeptBackup } from "~/models/backups.server";
import { requireAdmin } from "~/server/auth.server";
import { backupFilePath } from "~/server/ops/backup.server";

/** GET /admin/backups/:id/download: one kept backup, streamed from disk, to an admin only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = positiveId(params.id);
  invariantResponse(id !== undefined, "Geçersiz yedek numarası.", { status: 400 });
  const row = await findKeptBackup(id);
  const file = row ? backupFilePath(row.file_name) : null;
  invariantResponse(row && file, "Yedek bulunamadı.", { status: 404 });
  const { size } = fs.statSync(file);
  return new Response(createReadableStreamFromReadable(fs.createReadStream(file) as Readable), {
    headers: {
      // A pg_dump archive (`.dump`, PostgreSQL) has no registered type of its own.
      "Content-Type": row.file_name.endsWith(".dump") ? "application/octet-stream" : "application/vnd.sqlite3",
      "Content-Length": String(size),
      "Content-Disposition": `attachment; filename="${row.file_name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
