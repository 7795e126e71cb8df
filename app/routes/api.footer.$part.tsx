import type { LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { footerHeaderSchema, footerInfoSchema, footerLinkSchema, footerSocialSchema } from "~/lib/content-schemas";
import { jsonError } from "~/lib/http.server";
import { footerLists, getFooterInfo, isFooterListKind, saveFooterInfo, saveFooterItem } from "~/models/footer.server";
import { actorOf, apiAction } from "~/server/api.server";

const itemSchemas = { links: footerLinkSchema, social: footerSocialSchema, headers: footerHeaderSchema };

/** `/api/footer/info` is the company block; `links`, `social` and `headers` are the ordered lists. Public reads. */
export async function loader({ params }: LoaderFunctionArgs) {
  if (params.part === "info") return Response.json(await getFooterInfo());
  if (!isFooterListKind(params.part)) return jsonError("Bulunamadı.", 404);
  return Response.json(await footerLists[params.part].list());
}

/** Saves the company block, or creates a list item (updates it when the body names an existing id). */
export const action = apiAction(
  {
    POST: async ({ params, body, user }) => {
      if (params.part === "info") return Response.json(await saveFooterInfo(await body(footerInfoSchema), actorOf(user)));
      const kind = params.part;
      if (!isFooterListKind(kind)) return jsonError("Bulunamadı.", 404);
      const { id, ...input } = await body(itemSchemas[kind] as z.ZodType<{ id?: number }>);
      const saved = await saveFooterItem(kind, input as never, id, actorOf(user));
      if (!saved) return jsonError(`${footerLists[kind].label} bulunamadı.`, 404);
      return Response.json(saved, { status: id ? 200 : 201 });
    },
  },
  { reads: true },
);
