import { checkSectionContent, sectionBodySchema } from "~/lib/home/sections";
import { jsonError } from "~/server/http.server";
import { deleteHomeSection, getHomeSection, sectionToJson, updateHomeSection } from "~/models/home.server";
import { actorOf, apiAction, apiLoader } from "~/server/api.server";

const updateSchema = sectionBodySchema.partial().omit({ id: true });
const missing = () => jsonError("Bölüm bulunamadı.", 404);

export const loader = apiLoader(
  async ({ id, user }) => {
    const section = await getHomeSection(id());
    if (!section || (!section.enabled && user?.role !== "admin")) return missing();
    return Response.json(sectionToJson(section));
  },
  { access: "public" },
);

export const action = apiAction(
  {
    PUT: async ({ body: read, user, id }) => {
      const body = await read(updateSchema);
      const section = await getHomeSection(id());
      if (!section) return missing();
      if (body.content) {
        const check = checkSectionContent(body.type ?? section.type, body.content);
        if (!check.ok) return jsonError(check.error, 400);
      }
      const updated = await updateHomeSection(section.id, { ...body, sort_order: body.order }, actorOf(user));
      return Response.json(sectionToJson(updated!));
    },
    DELETE: async ({ user, id }) => ((await deleteHomeSection(id(), actorOf(user))) ? Response.json({ success: true }) : missing()),
  },
  { reads: true },
);
