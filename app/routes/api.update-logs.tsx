import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth.server";
import { listUpdateLogs } from "~/models/system.server";

/** `GET /api/update-logs` (admin); where files are kept on disk stays on the server. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const logs = await listUpdateLogs();
  return Response.json(logs.map(({ stored_path: _path, ...log }) => log));
}
