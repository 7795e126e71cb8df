import { apiLoader } from "~/server/api.server";
import { listUpdateLogs } from "~/models/system.server";

/** `GET /api/update-logs` (admin); where files are kept on disk stays on the server. */
export const loader = apiLoader(async () => {
  const logs = await listUpdateLogs();
  return Response.json(logs.map(({ stored_path: _path, ...log }) => log));
});
