import { jsonError } from "~/server/http.server";
import { footerLists, isFooterListKind } from "~/models/footer.server";
import { actorOf, apiAction } from "~/server/api.server";

export const action = apiAction({
  DELETE: async ({ params, user, id }) => {
    const kind = params.part;
    if (!isFooterListKind(kind)) return jsonError("Bulunamadı.", 404);
    if (!(await footerLists[kind].remove(id(), actorOf(user)))) return jsonError(footerLists[kind].notFound, 404);
    return Response.json(true);
  },
});
