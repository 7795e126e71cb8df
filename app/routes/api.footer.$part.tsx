import type { LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import {
  acceptingAliases,
  footerHeaderAliases,
  footerInfoAliases,
  footerLinkAliases,
  footerSocialAliases,
  withAliases,
} from "~/lib/api-field-names";
import { footerInfoSchema } from "~/lib/site/content-schemas";
import { jsonError } from "~/server/http.server";
import { footerLists, getFooterInfo, isFooterListKind, saveFooterInfo } from "~/models/footer.server";
import { actorOf, apiAction } from "~/server/api.server";

const itemAliases = { links: footerLinkAliases, social: footerSocialAliases, headers: footerHeaderAliases };

/** `/api/footer/info` is the company block; `links`, `social` and `headers` are the ordered lists. Public reads. */
export async function loader({ params }: LoaderFunctionArgs) {
  if (params.part === "info") return Response.json(withAliases(await getFooterInfo(), footerInfoAliases));
  const kind = params.part;
  if (!isFooterListKind(kind)) return jsonError("Bulunamadı.", 404);
  const items = await footerLists[kind].list();
  return Response.json(items.map((item) => withAliases(item, itemAliases[kind])));
}

/** Saves the company block, or creates a list item (updates it when the body names an existing id). */
export const action = apiAction(
  {
    POST: async ({ params, body, user }) => {
      if (params.part === "info") {
        const saved = await saveFooterInfo(await body(acceptingAliases(footerInfoSchema, footerInfoAliases)), actorOf(user));
        return Response.json(withAliases(saved, footerInfoAliases));
      }
      const kind = params.part;
      if (!isFooterListKind(kind)) return jsonError("Bulunamadı.", 404);
      const schema = acceptingAliases(footerLists[kind].schema, itemAliases[kind]) as z.ZodType<{ id?: number }>;
      const { id, ...input } = await body(schema);
      const saved = await footerLists[kind].save(input as never, id, actorOf(user));
      if (!saved) return jsonError(footerLists[kind].notFound, 404);
      return Response.json(withAliases(saved, itemAliases[kind]), { status: id ? 200 : 201 });
    },
  },
  { reads: true },
);
