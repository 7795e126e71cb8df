import { actorOf, apiAction, apiLoader } from "~/server/api.server";
import { overStored, structuredDataApiSchema } from "~/lib/seo/schemas";
import { getStructuredData, saveStructuredData } from "~/models/seo.server";

/** Public: every page already publishes this as JSON-LD of its type. */
export const loader = apiLoader(async () => Response.json(await getStructuredData()), { access: "public" });

export const action = apiAction(
  {
    POST: async ({ body, user }) =>
      Response.json(await saveStructuredData(await body(overStored(await getStructuredData(), structuredDataApiSchema)), actorOf(user))),
  },
  { reads: true },
);
