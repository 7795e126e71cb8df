import { actorOf, apiAction, apiLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { pageSeoApiSchema } from "~/lib/seo/schemas";
import { listPageSeo, storePageSeo } from "~/models/seo.server";

/** Public: each entry is published in its page's meta tags anyway. */
export const loader = apiLoader(async () => Response.json(await listPageSeo()), { access: "public" });

export const action = apiAction(
  {
    POST: async ({ body, user }) => {
      const result = await storePageSeo(await body(pageSeoApiSchema), undefined, actorOf(user));
      if (!result.ok) return jsonError(result.message, 409);
      return Response.json(result.entry, { status: 201 });
    },
  },
  { reads: true },
);
