import { actorOf, apiAction, apiLoader } from "~/server/api.server";
import { googleServicesApiSchema, overStored } from "~/lib/seo/schemas";
import { getGoogleServices, saveGoogleServices } from "~/models/seo.server";

export const loader = apiLoader(async () => Response.json(await getGoogleServices()));

export const action = apiAction(
  {
    POST: async ({ body, user }) =>
      Response.json(await saveGoogleServices(await body(overStored(await getGoogleServices(), googleServicesApiSchema)), actorOf(user))),
  },
  { reads: true },
);
