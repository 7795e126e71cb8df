import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseJsonBody, routeId } from "~/lib/api-body.server";
import { requireAdmin } from "~/lib/auth.server";
import { jsonError } from "~/lib/http.server";
import { overStored, pageSeoApiSchema, pageSeoTakenMessage } from "~/lib/seo-schemas";
import { recordActivity } from "~/models/activity.server";
import { deletePageSeo, getPageSeoById, storePageSeo } from "~/models/seo.server";

const missing = () => jsonError("Sayfa SEO kaydı bulunamadı.", 404);

export async function loader({ params }: LoaderFunctionArgs) {
  const entry = await getPageSeoById(routeId(params.id));
  return entry ? Response.json(entry) : missing();
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = routeId(params.id);
  switch (request.method) {
    case "PUT": {
      const entry = await getPageSeoById(id);
      if (!entry) return missing();
      const body = await parseJsonBody(request, overStored(entry, pageSeoApiSchema));
      const result = await storePageSeo(body, id);
      if (!result.ok) return result.reason === "taken" ? jsonError(pageSeoTakenMessage, 409) : missing();
      await recordActivity({ action: "seo.save-page", title: "Sayfa SEO güncellendi", description: result.entry.page_path, icon: "FileText", actor: admin });
      return Response.json(result.entry);
    }
    case "DELETE": {
      const entry = await getPageSeoById(id);
      if (!entry || !(await deletePageSeo(id))) return missing();
      await recordActivity({ action: "seo.delete-page", title: "Sayfa SEO silindi", description: entry.page_path, icon: "FileText", actor: admin });
      return Response.json({ success: true });
    }
    default:
      return methodNotAllowed("GET, PUT, DELETE");
  }
}
