import { db } from "~/server/db.server";
import { recordActivity, type ActivityActor } from "./activity.server";
import { DEFAULT_VALUES_IMAGE, defaultAboutInfo, defaultAboutValues, defaultMilestones, defaultTeamMembers } from "~/lib/site/defaults";

/**
 * Everything the about page shows. Lists an admin has emptied fall back to the
 * built-in defaults, so the page never shows an empty block.
 */
export async function getAboutPage() {
  const [info, values, team, milestones] = await Promise.all([
    db().selectFrom("about_info").selectAll().where("id", "=", 1).executeTakeFirst(),
    db().selectFrom("about_values").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db().selectFrom("team_members").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db().selectFrom("milestones").selectAll().orderBy("sort_order").orderBy("id").execute(),
  ]);
  const withIds = <T>(items: T[]) => items.map((item, index) => ({ ...item, id: -(index + 1) }));
  const about = info ?? { ...defaultAboutInfo, id: 1 };
  return {
    info: { ...about, values_image: about.values_image || DEFAULT_VALUES_IMAGE },
    values: values.length ? values : withIds(defaultAboutValues),
    team: team.length ? team : withIds(defaultTeamMembers),
    milestones: milestones.length ? milestones : withIds(defaultMilestones),
  };
}

export interface AboutInfoInput {
  title: string;
  subtitle: string | null;
  description: string;
  mission: string | null;
  vision: string | null;
  values_image: string | null;
}

export async function getAboutInfo() {
  const row = await db().selectFrom("about_info").selectAll().where("id", "=", 1).executeTakeFirst();
  if (!row) return { id: 1, ...defaultAboutInfo };
  const { updated_at: _updatedAt, ...info } = row;
  return info;
}

/** The about page's general info; records `about.info.update`. */
export async function saveAboutInfo(input: AboutInfoInput, actor: ActivityActor) {
  const now = new Date().toISOString();
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("about_info")
        .values({ id: 1, ...input, updated_at: now })
        .onConflict((oc) => oc.column("id").doUpdateSet({ ...input, updated_at: now }))
        .execute();
      await recordActivity({ action: ABOUT_ACTIVITY.infoUpdate, title: "Hakkımızda bilgileri güncellendi", icon: "FileText", actor }, trx);
    });
  return getAboutInfo();
}

/** Changes only the values section's image, keeping the rest of the info. */
export async function saveAboutValuesImage(valuesImage: string | null, actor: ActivityActor) {
  const { id: _id, ...info } = await getAboutInfo();
  return saveAboutInfo({ ...info, values_image: valuesImage }, actor);
}

/** The rows an admin edits, without the public page's built-in fallbacks. */
export async function listAboutItems() {
  const [values, team, milestones] = await Promise.all([
    db().selectFrom("about_values").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db().selectFrom("team_members").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db().selectFrom("milestones").selectAll().orderBy("sort_order").orderBy("id").execute(),
  ]);
  return { values, team, milestones };
}

export interface AboutValueInput {
  name: string;
  description: string;
  icon_name: string;
  sort_order: number;
}
export interface TeamMemberInput {
  name: string;
  role: string;
  bio: string;
  image: string | null;
  sort_order: number;
}
export interface MilestoneInput {
  year: string;
  title: string;
  description: string;
  sort_order: number;
}

/** The three ordered lists of the about page, by the name the API and the admin screen use. */
export const aboutLists = {
  values: { table: "about_values", label: "Değer", notFound: "Değer bulunamadı." },
  team: { table: "team_members", label: "Ekip üyesi", notFound: "Ekip üyesi bulunamadı." },
  milestones: { table: "milestones", label: "Kilometre taşı", notFound: "Kilometre taşı bulunamadı." },
} as const;
export type AboutListKind = keyof typeof aboutLists;

interface AboutListInputs {
  values: AboutValueInput;
  team: TeamMemberInput;
  milestones: MilestoneInput;
}

/** One name per change, whichever door (admin screen or `/api`) it came through. */
export const ABOUT_ACTIVITY = {
  infoUpdate: "about.info.update",
  itemCreate: (kind: AboutListKind) => `about.${kind}.create`,
  itemUpdate: (kind: AboutListKind) => `about.${kind}.update`,
  itemDelete: (kind: AboutListKind) => `about.${kind}.delete`,
} as const;

/**
 * Creates an item of an about list, or changes it when `id` names one, and records
 * `about.<kind>.create|update`. Undefined (and nothing written) for an unknown id.
 */
export async function saveAboutItem<Kind extends AboutListKind>(
  kind: Kind,
  input: AboutListInputs[Kind],
  id: number | undefined,
  actor: ActivityActor,
) {
  const { table, label } = aboutLists[kind];
  return db()
    .transaction()
    .execute(async (trx) => {
      const saved =
        id === undefined
          ? await trx
              .insertInto(table)
              .values(input as never)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await trx
              .updateTable(table)
              .set(input as never)
              .where("id", "=", id)
              .returningAll()
              .executeTakeFirst();
      if (!saved) return undefined;
      const created = id === undefined;
      await recordActivity(
        {
          action: created ? ABOUT_ACTIVITY.itemCreate(kind) : ABOUT_ACTIVITY.itemUpdate(kind),
          title: `Hakkımızda: ${label} ${created ? "eklendi" : "güncellendi"}`,
          icon: "FileText",
          actor,
        },
        trx,
      );
      return saved as Record<string, unknown> & { id: number };
    });
}

/** Deletes an item of an about list and records `about.<kind>.delete`; false for an unknown id. */
export async function deleteAboutItem(kind: AboutListKind, id: number, actor: ActivityActor): Promise<boolean> {
  const { table, label } = aboutLists[kind];
  return db()
    .transaction()
    .execute(async (trx) => {
      const result = await trx.deleteFrom(table).where("id", "=", id).executeTakeFirst();
      if (result.numDeletedRows === 0n) return false;
      await recordActivity(
        { action: ABOUT_ACTIVITY.itemDelete(kind), title: `Hakkımızda: ${label} silindi`, icon: "FileText", actor },
        trx,
      );
      return true;
    });
}
