import type { z } from "zod";
import { methodNotAllowed, routeId } from "~/lib/api-body.server";
import { requireAdmin } from "~/lib/auth.server";
import { aboutValueSchema, milestoneSchema, teamMemberSchema } from "~/lib/content-schemas";
import { jsonError, readJson } from "~/lib/http.server";
import { recordActivity } from "~/models/activity.server";
import {
  deleteAboutItem,
  listAboutItems,
  saveAboutValue,
  saveMilestone,
  saveTeamMember,
  type AboutListTable,
} from "~/models/about.server";

/**
 * The three about-page lists share one JSON API: GET lists, POST creates or
 * updates, DELETE /{id} removes. The API's field names are `icon` and
 * `order_num`); the admin forms and the database use `icon_name` and `sort_order`,
 * so only the names are translated here and both go through the same schemas.
 */
export type AboutListKind = "values" | "team" | "milestones";

const apiNames: Record<string, string> = { icon_name: "icon", sort_order: "order_num" };
const dbNames = Object.fromEntries(Object.entries(apiNames).map(([db, api]) => [api, db]));

function rename(record: Record<string, unknown>, names: Record<string, string>) {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [names[key] ?? key, value]));
}

interface ListConfig<Schema extends z.ZodType<{ id?: number }>> {
  table: AboutListTable;
  schema: Schema;
  save: (input: Omit<z.output<Schema>, "id">, id?: number) => Promise<Record<string, unknown> | undefined>;
  label: string;
  notFound: string;
}

/** Type-checks one entry's `save` against its own schema, then widens it so the three entries share one record type. */
function config<Schema extends z.ZodType<{ id?: number }>>(value: ListConfig<Schema>) {
  return value as unknown as ListConfig<z.ZodType<{ id?: number }>>;
}

const lists: Record<AboutListKind, ListConfig<z.ZodType<{ id?: number }>>> = {
  values: config({ table: "about_values", schema: aboutValueSchema, save: saveAboutValue, label: "Değer", notFound: "Değer bulunamadı." }),
  team: config({ table: "team_members", schema: teamMemberSchema, save: saveTeamMember, label: "Ekip üyesi", notFound: "Ekip üyesi bulunamadı." }),
  milestones: config({
    table: "milestones",
    schema: milestoneSchema,
    save: saveMilestone,
    label: "Kilometre taşı",
    notFound: "Kilometre taşı bulunamadı.",
  }),
};

const aboutItemToJson = (row: Record<string, unknown>) => rename(row, apiNames);

/** GET /api/about/{kind}: public, in display order. */
export async function aboutListResponse(kind: AboutListKind) {
  const items = (await listAboutItems())[kind];
  return Response.json(items.map(aboutItemToJson));
}

async function parseItem(request: Request, schema: z.ZodType<{ id?: number }>) {
  const body = await readJson(request);
  if (!body || typeof body !== "object" || Array.isArray(body)) throw jsonError("Geçersiz istek.", 400);
  const result = schema.safeParse(rename(body as Record<string, unknown>, dbNames));
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.map((part) => apiNames[String(part)] ?? String(part)).join(".");
    throw jsonError(`${field ? `${field}: ` : ""}${issue?.message ?? "Geçersiz istek."}`, 400);
  }
  return result.data;
}

/** POST /api/about/{kind}: admin; updates when the body names an existing id, otherwise creates (201). */
export async function saveAboutListItem(kind: AboutListKind, request: Request) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const admin = await requireAdmin(request);
  const list = lists[kind];
  const { id, ...input } = await parseItem(request, list.schema);
  const actor = { id: admin.id, username: admin.username };
  const updated = id === undefined ? undefined : await list.save(input, id);
  const saved = updated ?? (await list.save(input));
  await recordActivity({
    action: `about.${kind}.${updated ? "update" : "create"}`,
    title: `Hakkımızda: ${list.label} ${updated ? "güncellendi" : "eklendi"}`,
    icon: "FileText",
    actor,
  });
  return Response.json(aboutItemToJson(saved!), { status: updated ? 200 : 201 });
}

/** DELETE /api/about/{kind}/{id}: admin; `true`, or 404 for an unknown id. */
export async function deleteAboutListItem(kind: AboutListKind, request: Request, rawId: string | undefined) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const admin = await requireAdmin(request);
  const list = lists[kind];
  if (!(await deleteAboutItem(list.table, routeId(rawId)))) return jsonError(list.notFound, 404);
  await recordActivity({
    action: `about.${kind}.delete`,
    title: `Hakkımızda: ${list.label} silindi`,
    icon: "FileText",
    actor: { id: admin.id, username: admin.username },
  });
  return Response.json(true);
}
