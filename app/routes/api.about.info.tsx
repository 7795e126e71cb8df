import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseJsonBody } from "~/lib/api-body.server";
import { requireAdmin } from "~/lib/auth.server";
import { aboutInfoSchema } from "~/lib/content-schemas";
import { recordActivity } from "~/models/activity.server";
import { getAboutInfo, saveAboutInfo } from "~/models/about.server";

/** The info as the about page reads it; the row's fixed id is not part of it. */
function infoToJson({ title, subtitle, description, mission, vision, values_image }: Awaited<ReturnType<typeof getAboutInfo>>) {
  return { title, subtitle, description, mission, vision, values_image };
}

export async function loader() {
  return Response.json(infoToJson(await getAboutInfo()));
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const admin = await requireAdmin(request);
  const saved = await saveAboutInfo(await parseJsonBody(request, aboutInfoSchema));
  await recordActivity({ action: "about.info.update", title: "Hakkımızda bilgileri güncellendi", icon: "FileText", actor: { id: admin.id, username: admin.username } });
  return Response.json(infoToJson(saved));
}
