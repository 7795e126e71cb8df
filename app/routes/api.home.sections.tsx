import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseJsonBody } from "~/lib/api-body.server";
import { getUser, requireAdmin } from "~/lib/auth.server";
import { checkSectionContent, sectionBodySchema } from "~/lib/home-sections";
import { jsonError } from "~/lib/http.server";
import { recordActivity } from "~/models/activity.server";
import { createHomeSection, getHomeSection, listHomeSections, sectionToJson, updateHomeSection } from "~/models/home.server";

/** Visitors get the enabled sections in order; an admin gets every section. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const sections = await listHomeSections({ enabledOnly: user?.role !== "admin" });
  return Response.json(sections.map(sectionToJson));
}

/** Creates a section, or updates it when the body carries an existing id. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const admin = await requireAdmin(request);
  const body = await parseJsonBody(request, sectionBodySchema);
  if (body.content) {
    const check = checkSectionContent(body.type, body.content);
    if (!check.ok) return jsonError(check.error, 400);
  }
  const actor = { id: admin.id, username: admin.username };
  const existing = body.id ? await getHomeSection(body.id) : undefined;
  if (existing) {
    const updated = await updateHomeSection(existing.id, { ...body, sort_order: body.order });
    await recordActivity({ action: "home.section.update", title: "Ana sayfa bölümü güncellendi", description: body.title, icon: "FileText", actor });
    return Response.json(sectionToJson(updated!));
  }
  const created = await createHomeSection(body);
  await recordActivity({ action: "home.section.create", title: "Ana sayfa bölümü eklendi", description: body.title, icon: "FileText", actor });
  return Response.json(sectionToJson(created), { status: 201 });
}
