import type { z } from "~/lib/zod";
import { aboutItemFields } from "~/lib/api-field-names";
import { jsonError } from "~/server/http.server";
import { aboutLists, type AboutListKind } from "~/models/about.server";
import { actorOf, apiAction, apiLoader } from "~/server/api.server";

/**
 * The HTTP side of the three about-page lists: GET lists, POST creates or updates,
 * DELETE /{id} removes. The API speaks the published field names (`icon`, `order_num`;
 * see `aboutItemFields`); the write itself is the model's, as for the admin screen.
 */

/** GET /api/about/{kind}: public, in display order. */
export const aboutListLoader = (kind: AboutListKind) =>
  apiLoader(async () => Response.json((await aboutLists[kind].list()).map(aboutItemFields.toJson)), { access: "public" });

/** POST /api/about/{kind}: admin; updates when the body names an existing id, otherwise creates (201). */
export const saveAboutListItem = (kind: AboutListKind) =>
  apiAction(
    {
      POST: async ({ body, user }) => {
        const list = aboutLists[kind];
        const { id, ...input } = await body(aboutItemFields.accepting(list.schema) as z.ZodType<{ id?: number }>);
        const actor = actorOf(user);
        const updated = id === undefined ? undefined : await list.update(id, input as never, actor);
        const saved = updated ?? (await list.create(input as never, actor));
        return Response.json(aboutItemFields.toJson(saved), { status: updated ? 200 : 201 });
      },
    },
    { reads: true },
  );

/** DELETE /api/about/{kind}/{id}: admin; `true`, or 404 for an unknown id. */
export const deleteAboutListItem = (kind: AboutListKind) =>
  apiAction({
    DELETE: async ({ user, id }) => {
      if (!(await aboutLists[kind].remove(id(), actorOf(user)))) return jsonError(aboutLists[kind].notFound, 404);
      return Response.json(true);
    },
  });
