import { actorOf, apiAction } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { ARCHIVE_STORED_MESSAGE, UpdateArchiveError, receiveUpdateUpload } from "~/services/update-archive.server";

/** `POST /api/system-update`, multipart with the field `updateFile` (admin): the one `/api` body that is not JSON. */
export const action = apiAction({
  POST: async ({ request, user }) => {
    if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
      return jsonError("Dosya multipart/form-data olarak gönderilmelidir.", 400);
    }
    try {
      const log = await receiveUpdateUpload(request, actorOf(user));
      return Response.json({ success: true, message: ARCHIVE_STORED_MESSAGE, log: { ...log, stored_path: undefined } }, { status: 201 });
    } catch (error) {
      if (error instanceof UpdateArchiveError) return jsonError(error.message, error.status);
      throw error;
    }
  },
});
