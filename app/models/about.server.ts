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
 * spec's built-in defaults, as the spec's page does.
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
