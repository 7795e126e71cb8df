import { checkSectionContent, sectionBodySchema } from "~/lib/home/sections";
import { jsonError } from "~/server/http.server";
import { createHomeSection, getHomeSection, listHomeSections, sectionToJson, updateHomeSection } from "~/models/home.server";
import { actorOf, apiAction, apiLoader } from "~/server/api.server";

/** Visitors get the enabled sections in order; an admin gets every section. */
export const loader = apiLoader(
  async ({ user }) => Response.json((await listHomeSections({ enabledOnly: user?.role !== "admin" })).map(sectionToJson)),
  { access: "public" },
);

/** Creates a section, or updates it when the body carries an existing id. */
export const action = apiAction(
  {
    POST: async ({ body: read, user }) => {
      const body = await read(sectionBodySchema);
      if (body.content) {
        const check = checkSectionContent(body.type, body.content);
        if (!check.ok) return jsonError(check.error, 400);
      }
      const existing = body.id ? await getHomeSection(body.id) : undefined;
      if (existing) {
        const updated = await updateHomeSection(existing.id, { ...body, sort_order: body.order }, actorOf(user));
        return Response.json(sectionToJson(updated!));
      }
      return Response.json(sectionToJson(await createHomeSection(body, actorOf(user))), { status: 201 });
    },
  },
  { reads: true },
);
