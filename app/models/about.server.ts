import { aboutValueSchema, milestoneSchema, teamMemberSchema } from "~/lib/site/content-schemas";
import { DEFAULT_VALUES_IMAGE, defaultAboutInfo } from "~/lib/site/defaults";
import type { ActivityActor } from "./activity.server";
import { listActivity, orderedList } from "./ordered-list.server";
import { sampleIds } from "./sample-content.server";
import { singleRecord } from "./single-record.server";

/** The three ordered lists of the about page, by the name the API and the admin screen use. */
export type AboutListKind = "values" | "team" | "milestones";

/** One name per change, whichever door (admin screen or `/api`) it came through. */
export const ABOUT_ACTIVITY = {
  infoUpdate: "about.info.update",
  itemCreate: (kind: AboutListKind) => `about.${kind}.create`,
  itemUpdate: (kind: AboutListKind) => `about.${kind}.update`,
  itemDelete: (kind: AboutListKind) => `about.${kind}.delete`,
} as const;

const aboutInfo = singleRecord({
  table: "about_info",
  defaults: defaultAboutInfo,
  activity: { action: ABOUT_ACTIVITY.infoUpdate, title: "Hakkımızda bilgileri güncellendi" },
});

/** The about page's general info, the built-in one until an admin saves it. */
export const getAboutInfo = aboutInfo.get;

/** Saves the about page's general info; records `about.info.update`. */
export const saveAboutInfo = aboutInfo.save;

/** Changes only the values section's image, keeping the rest of the info. */
export async function saveAboutValuesImage(valuesImage: string | null, actor: ActivityActor) {
  const { id: _id, ...info } = await getAboutInfo();
  return saveAboutInfo({ ...info, values_image: valuesImage }, actor);
}

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

/** The rows an admin edits, each with whether it still holds the seeded sample content. */
export async function listAboutItemsMarked() {
  const [{ values, team, milestones }, sampleValues, sampleTeam, sampleMilestones] = await Promise.all([
    listAboutItems(),
    sampleIds("about_values"),
    sampleIds("team_members"),
    sampleIds("milestones"),
  ]);
  const mark = <T extends { id: number }>(items: T[], sample: Set<number>) =>
    items.map((item) => ({ ...item, sample: sample.has(item.id) }));
  return { values: mark(values, sampleValues), team: mark(team, sampleTeam), milestones: mark(milestones, sampleMilestones) };
}

/**
 * Everything the about page shows. Sample rows (the seeded team, milestones and
 * values) are never shown as fact, so a list with only those stays hidden until
 * an admin fills it.
 */
export async function getAboutPage() {
  const [info, lists] = await Promise.all([getAboutInfo(), listAboutItemsMarked()]);
  const own = <T extends { sample: boolean }>(items: T[]) =>
    items.filter((item) => !item.sample).map(({ sample: _sample, ...item }) => item);
  return {
    info: { ...info, values_image: info.values_image || DEFAULT_VALUES_IMAGE },
    values: own(lists.values),
    team: own(lists.team),
    milestones: own(lists.milestones),
  };
}
