import type { Transaction } from "kysely";
import { db } from "~/server/db.server";
import { perContentVersion } from "~/models/content-memo.server";
import type { Database } from "~/lib/db-schema";
import { starterSections, type HomeSection } from "~/lib/home/sections";

export type { HomeSection };
import { recordActivity, type ActivityActor } from "./activity.server";
import { deleteWithActivity } from "./rows.server";

/** One name per change, whichever door (admin screen or `/api`) it came through. */
export const HOME_ACTIVITY = {
  create: "home.section.create",
  update: "home.section.update",
  toggle: "home.section.toggle",
  move: "home.section.move",
  delete: "home.section.delete",
  saveOrder: "home.section.save-all",
  defaults: "home.section.defaults",
} as const;

function parseContent(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Home sections by their order, read once per content version; the public page asks for enabled ones only. */
export function listHomeSections(options: { enabledOnly?: boolean } = {}): Promise<HomeSection[]> {
  const enabledOnly = options.enabledOnly === true;
  return perContentVersion(`home.sections:${enabledOnly ? "enabled" : "all"}`, async () => {
    let query = db().selectFrom("home_sections").selectAll().orderBy("sort_order").orderBy("id");
    if (enabledOnly) query = query.where("enabled", "=", 1);
    const rows = await query.execute();
    return rows.map((row) => ({ ...row, content: parseContent(row.content) }));
  });
}

export async function getHomeSection(id: number): Promise<HomeSection | undefined> {
  const row = await db().selectFrom("home_sections").selectAll().where("id", "=", id).executeTakeFirst();
  return row && { ...row, content: parseContent(row.content) };
}

/** Creates the six starter sections when the table is empty, and records `home.section.defaults`. */
export async function createDefaultHomeSections(actor: ActivityActor) {
  await db()
    .transaction()
    .execute(async (trx) => {
      const existing = await trx.selectFrom("home_sections").select("id").limit(1).executeTakeFirst();
      if (existing) return;
      await trx
        .insertInto("home_sections")
        .values(
          starterSections().map((section, index) => ({
            type: section.type,
            title: section.title,
            subtitle: section.subtitle,
            content: JSON.stringify(section.content),
            sort_order: index + 1,
          })),
        )
        .execute();
      await recordActivity(
        { action: HOME_ACTIVITY.defaults, title: "Varsayılan ana sayfa bölümleri oluşturuldu", icon: "FileText", actor },
        trx,
      );
    });
}

export interface HomeSectionInput {
  type: string;
  title: string;
  subtitle?: string | null;
  content?: Record<string, unknown>;
  enabled?: boolean;
}

/** Adds a section at the end of the list (order = count + 1) and records `home.section.create`. */
export async function createHomeSection(input: HomeSectionInput, actor: ActivityActor): Promise<HomeSection> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const { n } = await trx
        .selectFrom("home_sections")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto("home_sections")
        .values({
          type: input.type,
          title: input.title,
          subtitle: input.subtitle || null,
          content: JSON.stringify(input.content ?? {}),
          enabled: input.enabled === false ? 0 : 1,
          sort_order: Number(n) + 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordActivity(
        { action: HOME_ACTIVITY.create, title: "Ana sayfa bölümü eklendi", description: row.title, icon: "FileText", actor },
        trx,
      );
      return { ...row, content: parseContent(row.content) };
    });
}

/**
 * Changes the given fields of a section and records `home.section.update`
 * (`home.section.toggle` when only its visibility changes); undefined when there is no such section.
 */
export async function updateHomeSection(
  id: number,
  input: Partial<HomeSectionInput> & { sort_order?: number },
  actor: ActivityActor,
): Promise<HomeSection | undefined> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await writeSection(trx, id, input);
      if (!row) return undefined;
      const onlyVisibility = Object.keys(input).every((key) => key === "enabled" || input[key as keyof typeof input] === undefined);
      const activity =
        onlyVisibility && input.enabled !== undefined
          ? { action: HOME_ACTIVITY.toggle, title: input.enabled ? "Ana sayfa bölümü gösterildi" : "Ana sayfa bölümü gizlendi" }
          : { action: HOME_ACTIVITY.update, title: "Ana sayfa bölümü güncellendi" };
      await recordActivity({ ...activity, description: row.title, icon: "FileText", actor }, trx);
      return { ...row, content: parseContent(row.content) };
    });
}

async function writeSection(trx: Trx, id: number, input: Partial<HomeSectionInput> & { sort_order?: number }) {
  return trx
    .updateTable("home_sections")
    .set({
      ...(input.type !== undefined && { type: input.type }),
      ...(input.title !== undefined && { title: input.title }),
      ...(input.subtitle !== undefined && { subtitle: input.subtitle || null }),
      ...(input.content !== undefined && { content: JSON.stringify(input.content) }),
      ...(input.enabled !== undefined && { enabled: input.enabled ? 1 : 0 }),
      ...(input.sort_order !== undefined && { sort_order: input.sort_order }),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a section, closes the gap in the order numbers and records `home.section.delete`. */
export function deleteHomeSection(id: number, actor: ActivityActor): Promise<boolean> {
  const deleted = { action: HOME_ACTIVITY.delete, title: "Ana sayfa bölümü silindi", icon: "FileText" } as const;
  return deleteWithActivity(
    "home_sections",
    id,
    actor,
    deleted,
    (section) => section.title,
    async (trx) => renumber(trx, await orderedIds(trx)),
  );
}

type Trx = Transaction<Database>;

async function orderedIds(trx: Trx): Promise<number[]> {
  const rows = await trx.selectFrom("home_sections").select("id").orderBy("sort_order").orderBy("id").execute();
  return rows.map((row) => row.id);
}

async function renumber(trx: Trx, ids: number[]) {
  const now = new Date().toISOString();
  for (const [index, id] of ids.entries()) {
    await trx
      .updateTable("home_sections")
      .set({ sort_order: index + 1, updated_at: now })
      .where("id", "=", id)
      .execute();
  }
}

/**
 * Swaps a section with its neighbour and renumbers every section from 1, in one
 * transaction. False when the section does not exist; moving past an end is a no-op.
 */
export async function moveHomeSection(id: number, direction: "up" | "down", actor: ActivityActor): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const ids = await orderedIds(trx);
      const index = ids.indexOf(id);
      if (index === -1) return false;
      const target = direction === "up" ? index - 1 : index + 1;
      if (target >= 0 && target < ids.length) [ids[index], ids[target]] = [ids[target], ids[index]];
      await renumber(trx, ids);
      await recordActivity({ action: HOME_ACTIVITY.move, title: "Ana sayfa bölüm sırası değişti", icon: "FileText", actor }, trx);
      return true;
    });
}

/**
 * Save-all: stores the order the admin sees (the given ids first, in that order;
 * any others after them) renumbered from 1, in one transaction.
 */
export async function saveHomeSectionOrder(ids: number[], actor: ActivityActor) {
  await db()
    .transaction()
    .execute(async (trx) => {
      const existing = await orderedIds(trx);
      const wanted = ids.filter((id, index) => existing.includes(id) && ids.indexOf(id) === index);
      await renumber(trx, [...wanted, ...existing.filter((id) => !wanted.includes(id))]);
      await recordActivity({ action: HOME_ACTIVITY.saveOrder, title: "Ana sayfa düzeni kaydedildi", icon: "FileText", actor }, trx);
    });
}

/** A section in the JSON API's shape: `enabled` a boolean and `order` the position. */
export function sectionToJson(section: HomeSection) {
  const { sort_order, enabled, ...rest } = section;
  return { ...rest, enabled: enabled === 1, order: sort_order };
}
