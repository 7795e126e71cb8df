import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, routeId } from "~/lib/api-body.server";
import { requireAdmin } from "~/lib/auth.server";
import { footerListFor } from "~/lib/footer-api.server";
import { jsonError } from "~/lib/http.server";
import { recordActivity } from "~/models/activity.server";
import { deleteFooterItem } from "~/models/footer.server";

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const admin = await requireAdmin(request);
  const list = footerListFor(params.part);
  if (!(await deleteFooterItem(list.table, routeId(params.id)))) return jsonError(`${list.label} bulunamadı.`, 404);
  await recordActivity({ action: `footer.delete-${params.part}`, title: "Footer öğesi silindi", icon: "FileText", actor: { id: admin.id, username: admin.username } });
  return Response.json(true);
}
