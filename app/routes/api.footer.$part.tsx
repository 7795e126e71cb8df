import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseJsonBody } from "~/lib/api-body.server";
import { requireAdmin } from "~/lib/auth.server";
import { footerInfoSchema } from "~/lib/content-schemas";
import { footerListFor } from "~/lib/footer-api.server";
import { jsonError } from "~/lib/http.server";
import { recordActivity } from "~/models/activity.server";
import { getFooterInfo, saveFooterInfo } from "~/models/footer.server";

/** `/api/footer/info` is the company block; `links`, `social` and `headers` are the ordered lists. Public reads. */
export async function loader({ params }: LoaderFunctionArgs) {
  if (params.part === "info") return Response.json(await getFooterInfo());
  return Response.json(await footerListFor(params.part).list());
}

/** Saves the company block, or creates a list item (updates it when the body names an existing id). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const admin = await requireAdmin(request);
  const actor = { id: admin.id, username: admin.username };
  if (params.part === "info") {
    const saved = await saveFooterInfo(await parseJsonBody(request, footerInfoSchema));
    await recordActivity({ action: "footer.save-info", title: "Footer şirket bilgileri güncellendi", icon: "FileText", actor });
    return Response.json(saved);
  }
  const list = footerListFor(params.part);
  const { id, ...input } = await parseJsonBody(request, list.schema);
  const saved = await list.save(input as never, id);
  if (!saved) return jsonError(`${list.label} bulunamadı.`, 404);
  await recordActivity({ action: `footer.${params.part}`, title: `${list.label} ${id ? "güncellendi" : "eklendi"}`, icon: "FileText", actor });
  return Response.json(saved, { status: id ? 200 : 201 });
}
