import { jsonError } from "~/server/http.server";
import { deleteFooterItem, footerLists, isFooterListKind } from "~/models/footer.server";
import { actorOf, apiAction } from "~/server/api.server";

export const action = apiAction({
  DELETE: async ({ params, user, id }) => {
    const kind = params.part;
    if (!isFooterListKind(kind)) return jsonError("Bulunamadı.", 404);
    if (!(await deleteFooterItem(kind, id(), actorOf(user)))) return jsonError(`${footerLists[kind].label} bulunamadı.`, 404);
    return Response.json(true);
  },
});
