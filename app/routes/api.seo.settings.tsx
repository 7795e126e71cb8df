import type { LoaderFunctionArgs } from "@remix-run/node";
import { actorOf, apiAction } from "~/server/api.server";
import { getUser } from "~/server/auth.server";
import { overStored, seoSettingsApiSchema } from "~/lib/seo/schemas";
import { getSeoSettings, saveSeoSettings } from "~/models/seo.server";

/** Visitors get what the pages publish anyway; verification codes and robots rules stay with admins. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [settings, user] = await Promise.all([getSeoSettings(), getUser(request)]);
  if (user?.role === "admin") return Response.json(settings);
  const { site_name, default_title, site_description, default_keywords, og_image, favicon } = settings;
  return Response.json({ site_name, default_title, site_description, default_keywords, og_image, favicon });
}

export const action = apiAction(
  {
    POST: async ({ body, user }) =>
      Response.json(await saveSeoSettings(await body(overStored(await getSeoSettings(), seoSettingsApiSchema)), actorOf(user))),
  },
  { reads: true },
);
