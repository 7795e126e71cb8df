import { actorOf, apiAction, apiLoader } from "~/server/api.server";
import { overStored, seoSettingsApiSchema } from "~/lib/seo/schemas";
import { getSeoSettings, saveSeoSettings } from "~/models/seo.server";

/** Visitors get what the pages publish anyway; verification codes and robots rules stay with admins. */
export const loader = apiLoader(
  async ({ user }) => {
    const settings = await getSeoSettings();
    if (user?.role === "admin") return Response.json(settings);
    const { site_name, default_title, site_description, default_keywords, og_image, favicon } = settings;
    return Response.json({ site_name, default_title, site_description, default_keywords, og_image, favicon });
  },
  { access: "public" },
);

export const action = apiAction(
  {
    POST: async ({ body, user }) =>
      Response.json(await saveSeoSettings(await body(overStored(await getSeoSettings(), seoSettingsApiSchema)), actorOf(user))),
  },
  { reads: true },
);
