import type { ActionFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth.server";
import { methodNotAllowed } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { ARCHIVE_STORED_MESSAGE, UpdateArchiveError, receiveUpdateUpload } from "~/services/update-archive.server";

/** `POST /api/system-update`, multipart with the field `updateFile` (admin). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return jsonError("Dosya multipart/form-data olarak gönderilmelidir.", 400);
  }
  try {
    const log = await receiveUpdateUpload(request, admin);
    return Response.json({ success: true, message: ARCHIVE_STORED_MESSAGE, log: { ...log, stored_path: undefined } }, { status: 201 });
  } catch (error) {
    if (error instanceof UpdateArchiveError) return jsonError(error.message, error.status);
    throw error;
  }
}
