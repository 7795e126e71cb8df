import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseJsonBody, routeId } from "~/lib/api-body.server";
import { getUser, requireAdmin } from "~/lib/auth.server";
import { checkSectionContent, sectionBodySchema } from "~/lib/home-sections";
import { jsonError } from "~/lib/http.server";
import { recordActivity } from "~/models/activity.server";
import { deleteHomeSection, getHomeSection, sectionToJson, updateHomeSection } from "~/models/home.server";

const updateSchema = sectionBodySchema.partial().omit({ id: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const section = await getHomeSection(routeId(params.id));
  const user = await getUser(request);
  if (!section || (!section.enabled && user?.role !== "admin")) return jsonError("Bölüm bulunamadı.", 404);
  return Response.json(sectionToJson(section));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const actor = { id: admin.id, username: admin.username };
  const id = routeId(params.id);
  switch (request.method) {
    case "PUT": {
      const body = await parseJsonBody(request, updateSchema);
      const section = await getHomeSection(id);
      if (!section) return jsonError("Bölüm bulunamadı.", 404);
      if (body.content) {
        const check = checkSectionContent(body.type ?? section.type, body.content);
        if (!check.ok) return jsonError(check.error, 400);
      }
      const updated = await updateHomeSection(id, { ...body, sort_order: body.order });
      await recordActivity({ action: "home.section.update", title: "Ana sayfa bölümü güncellendi", description: updated!.title, icon: "FileText", actor });
      return Response.json(sectionToJson(updated!));
    }
    case "DELETE": {
      const section = await getHomeSection(id);
      if (!section || !(await deleteHomeSection(id))) return jsonError("Bölüm bulunamadı.", 404);
      await recordActivity({ action: "home.section.delete", title: "Ana sayfa bölümü silindi", description: section.title, icon: "FileText", actor });
      return Response.json({ success: true });
    }
    default:
      return methodNotAllowed("GET, PUT, DELETE");
  }
}
