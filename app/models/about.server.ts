import { db } from "~/lib/db.server";
import {
  DEFAULT_VALUES_IMAGE,
  defaultAboutInfo,
  defaultAboutValues,
  defaultMilestones,
  defaultTeamMembers,
} from "~/lib/defaults";

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
  const withIds = <T,>(items: T[]) => items.map((item, index) => ({ ...item, id: -(index + 1) }));
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

export async function saveAboutInfo(input: AboutInfoInput) {
  const now = new Date().toISOString();
  await db()
    .insertInto("about_info")
    .values({ id: 1, ...input, updated_at: now })
    .onConflict((oc) => oc.column("id").doUpdateSet({ ...input, updated_at: now }))
    .execute();
  return getAboutInfo();
}

/** Changes only the values section's image, keeping the rest of the info. */
export async function saveAboutValuesImage(valuesImage: string | null) {
  const { id: _id, ...info } = await getAboutInfo();
  return saveAboutInfo({ ...info, values_image: valuesImage });
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

/** Creates the value, or changes it when `id` names one; undefined for an unknown id. */
export async function saveAboutValue(input: AboutValueInput, id?: number) {
  if (id === undefined) return db().insertInto("about_values").values(input).returningAll().executeTakeFirstOrThrow();
  return db().updateTable("about_values").set(input).where("id", "=", id).returningAll().executeTakeFirst();
}

export async function saveTeamMember(input: TeamMemberInput, id?: number) {
  if (id === undefined) return db().insertInto("team_members").values(input).returningAll().executeTakeFirstOrThrow();
  return db().updateTable("team_members").set(input).where("id", "=", id).returningAll().executeTakeFirst();
}

export async function saveMilestone(input: MilestoneInput, id?: number) {
  if (id === undefined) return db().insertInto("milestones").values(input).returningAll().executeTakeFirstOrThrow();
  return db().updateTable("milestones").set(input).where("id", "=", id).returningAll().executeTakeFirst();
}

export type AboutListTable = "about_values" | "team_members" | "milestones";

export async function deleteAboutItem(table: AboutListTable, id: number): Promise<boolean> {
  const result = await db().deleteFrom(table).where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
