import { z } from "zod";
import { jsonError, readJson } from "~/server/http.server";
import { aboutLists, type AboutListKind } from "~/models/about.server";
import { actorOf, apiAction } from "./api.server";
import { ownValue } from "~/lib/own-value";

/**
 * The HTTP side of the three about-page lists: GET lists, POST creates or updates,
 * DELETE /{id} removes. The API speaks the published field names (`icon`, `order_num`);
 * the admin forms and the database use `icon_name` and `sort_order`, so only the
 * names are translated here; the write itself is the model's, as for the admin screen.
 */
const apiNames: Record<string, string> = { icon_name: "icon", sort_order: "order_num" };
const dbNames = Object.fromEntries(Object.entries(apiNames).map(([db, api]) => [api, db]));

function rename(record: Record<string, unknown>, names: Record<string, string>) {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [ownValue(names, key) ?? key, value]));
}

const aboutItemToJson = (row: Record<string, unknown>) => rename(row, apiNames);

/** GET /api/about/{kind}: public, in display order. */
export async function aboutListResponse(kind: AboutListKind) {
  const items: Record<string, unknown>[] = await aboutLists[kind].list();
  return Response.json(items.map(aboutItemToJson));
}

async function parseItem<Kind extends AboutListKind>(request: Request, kind: Kind) {
  const body = await readJson(request);
  if (!body || typeof body !== "object" || Array.isArray(body)) throw jsonError("Geçersiz istek.", 400);
  const result = (aboutLists[kind].schema as z.ZodType<{ id?: number }>).safeParse(rename(body as Record<string, unknown>, dbNames));
  if (!result.success) {
    // The message names the field as the API caller wrote it.
    const issue = result.error.issues[0];
    const field = issue?.path.map((key) => (typeof key === "string" ? (apiNames[key] ?? key) : String(key))).join(".");
    throw jsonError(`${field ? `${field}: ` : ""}${issue?.message ?? "Geçersiz istek."}`, 400);
  }
  return result.data;
}

/** POST /api/about/{kind}: admin; updates when the body names an existing id, otherwise creates (201). */
export const saveAboutListItem = (kind: AboutListKind) =>
  apiAction(
    {
      POST: async ({ request, user }) => {
        const { id, ...input } = await parseItem(request, kind);
        const actor = actorOf(user);
        const list = aboutLists[kind];
        const updated = id === undefined ? undefined : await list.update(id, input as never, actor);
        const saved = updated ?? (await list.create(input as never, actor));
        return Response.json(aboutItemToJson(saved), { status: updated ? 200 : 201 });
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
