import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseJsonBody } from "~/lib/api-body.server";
import { getUser, requireAdmin } from "~/lib/auth.server";
import { overStored, seoSettingsApiSchema } from "~/lib/seo-schemas";
import { recordActivity } from "~/models/activity.server";
import { getSeoSettings, saveSeoSettings } from "~/models/seo.server";

/** Visitors get what the pages publish anyway; verification codes and robots rules stay with admins. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [settings, user] = await Promise.all([getSeoSettings(), getUser(request)]);
  if (user?.role === "admin") return Response.json(settings);
  const { site_name, default_title, site_description, default_keywords, og_image, favicon } = settings;
  return Response.json({ site_name, default_title, site_description, default_keywords, og_image, favicon });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const admin = await requireAdmin(request);
  const body = await parseJsonBody(request, overStored(await getSeoSettings(), seoSettingsApiSchema));
  const saved = await saveSeoSettings(body);
  await recordActivity({ action: "seo.save-settings", title: "SEO ayarları güncellendi", icon: "FileText", actor: admin });
  return Response.json(saved);
}
