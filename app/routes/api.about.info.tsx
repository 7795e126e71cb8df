import { aboutInfoSchema } from "~/lib/site/content-schemas";
import { getAboutInfo, saveAboutInfo } from "~/models/about.server";
import { actorOf, apiAction, apiLoader } from "~/server/api.server";

/** The info as the about page reads it; the row's fixed id is not part of it. */
function infoToJson({ title, subtitle, description, mission, vision, values_image }: Awaited<ReturnType<typeof getAboutInfo>>) {
  return { title, subtitle, description, mission, vision, values_image };
}

export const loader = apiLoader(async () => Response.json(infoToJson(await getAboutInfo())), { access: "public" });

export const action = apiAction(
  { POST: async ({ body, user }) => Response.json(infoToJson(await saveAboutInfo(await body(aboutInfoSchema), actorOf(user)))) },
  { reads: true },
);
