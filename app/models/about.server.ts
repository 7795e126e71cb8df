import { db } from "~/server/db.server";
import { aboutValueSchema, milestoneSchema, teamMemberSchema } from "~/lib/site/content-schemas";
import { recordActivity, type ActivityActor } from "./activity.server";
import { listActivity, orderedList } from "./ordered-list.server";
import { DEFAULT_VALUES_IMAGE, defaultAboutInfo, defaultAboutValues, defaultMilestones, defaultTeamMembers } from "~/lib/site/defaults";

/**
 * Everything the about page shows. Lists an admin has emptied fall back to the
 * built-in defaults, so the page never shows an empty block.
 */
export async function getAboutPage() {
  const [info, { values, team, milestones }] = await Promise.all([
    db().selectFrom("about_info").selectAll().where("id", "=", 1).executeTakeFirst(),
    listAboutItems(),
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

/** The three ordered lists of the about page, by the name the API and the admin screen use. */
export type AboutListKind = "values" | "team" | "milestones";

/** One name per change, whichever door (admin screen or `/api`) it came through. */
export const ABOUT_ACTIVITY = {
  infoUpdate: "about.info.update",
  itemCreate: (kind: AboutListKind) => `about.${kind}.create`,
  itemUpdate: (kind: AboutListKind) => `about.${kind}.update`,
  itemDelete: (kind: AboutListKind) => `about.${kind}.delete`,
} as const;

export const aboutLists = {
  values: orderedList({
    table: "about_values",
    schema: aboutValueSchema,
    label: "Hakkımızda: Değer",
    activity: listActivity(ABOUT_ACTIVITY, "values"),
    notFound: "Değer bulunamadı.",
  }),
  team: orderedList({
    table: "team_members",
    schema: teamMemberSchema,
    label: "Hakkımızda: Ekip üyesi",
    activity: listActivity(ABOUT_ACTIVITY, "team"),
    notFound: "Ekip üyesi bulunamadı.",
  }),
  milestones: orderedList({
    table: "milestones",
    schema: milestoneSchema,
    label: "Hakkımızda: Kilometre taşı",
    activity: listActivity(ABOUT_ACTIVITY, "milestones"),
    notFound: "Kilometre taşı bulunamadı.",
  }),
} satisfies Record<AboutListKind, unknown>;

/** The rows an admin edits, without the public page's built-in fallbacks. */
export async function listAboutItems() {
  const [values, team, milestones] = await Promise.all([aboutLists.values.list(), aboutLists.team.list(), aboutLists.milestones.list()]);
  return { values, team, milestones };
}
