import type { z } from "~/lib/zod";
import { footerInfoFields, footerItemFields } from "~/lib/api-field-names";
import { footerInfoSchema } from "~/lib/site/content-schemas";
import { jsonError } from "~/server/http.server";
import { footerLists, getFooterInfo, isFooterListKind, saveFooterInfo } from "~/models/footer.server";
import { actorOf, apiAction, apiLoader } from "~/server/api.server";

const missing = () => jsonError("Bulunamadı.", 404);

/** `/api/footer/info` is the company block; `links`, `social` and `headers` are the ordered lists. Public reads. */
export const loader = apiLoader(
  async ({ params }) => {
    if (params.part === "info") return Response.json(footerInfoFields.toJson(await getFooterInfo()));
    const kind = params.part;
    if (!isFooterListKind(kind)) return missing();
    const items = await footerLists[kind].list();
    return Response.json(items.map(footerItemFields[kind].toJson));
  },
  { access: "public" },
);

/** Saves the company block, or creates a list item (updates it when the body names an existing id). */
export const action = apiAction(
  {
    POST: async ({ params, body, user }) => {
      if (params.part === "info") {
        const saved = await saveFooterInfo(await body(footerInfoFields.accepting(footerInfoSchema)), actorOf(user));
        return Response.json(footerInfoFields.toJson(saved));
      }
      const kind = params.part;
      if (!isFooterListKind(kind)) return missing();
      const fields = footerItemFields[kind];
      const { id, ...input } = await body(fields.accepting(footerLists[kind].schema) as z.ZodType<{ id?: number }>);
      const saved = await footerLists[kind].save(input as never, id, actorOf(user));
      if (!saved) return jsonError(footerLists[kind].notFound, 404);
      return Response.json(fields.toJson(saved), { status: id ? 200 : 201 });
    },
  },
  { reads: true },
);
