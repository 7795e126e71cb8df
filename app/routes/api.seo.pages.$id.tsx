import { jsonError } from "~/server/http.server";
import { overStored, pageSeoApiSchema } from "~/lib/seo/schemas";
import { deletePageSeo, getPageSeoById, storePageSeo } from "~/models/seo.server";
import { actorOf, apiAction, apiLoader } from "~/server/api.server";

const missing = () => jsonError("Sayfa SEO kaydı bulunamadı.", 404);

export const loader = apiLoader(
  async ({ id }) => {
    const entry = await getPageSeoById(id());
    return entry ? Response.json(entry) : missing();
  },
  { access: "public" },
);

export const action = apiAction(
  {
    PUT: async ({ body, user, id }) => {
      const entry = await getPageSeoById(id());
      if (!entry) return missing();
      const result = await storePageSeo(await body(overStored(entry, pageSeoApiSchema)), entry.id, actorOf(user));
      if (!result.ok) return "notFound" in result ? missing() : jsonError(result.message, 409);
      return Response.json(result.entry);
    },
    DELETE: async ({ user, id }) => ((await deletePageSeo(id(), actorOf(user))) ? Response.json({ success: true }) : missing()),
  },
  { reads: true },
);
