import { db } from "~/server/db.server";
import type { LaunchesTable } from "~/lib/db-schema";
import { launchStart, type Launch, type LaunchInput } from "~/lib/launches/schema";
import type { Selectable } from "kysely";
import { recordActivity, type ActivityActor } from "./activity.server";

export const LAUNCH_ACTIVITY = {
  created: "launch.create",
  updated: "launch.update",
  deleted: "launch.delete",
} as const;

function toLaunch(row: Selectable<LaunchesTable>): Launch {
  return {
    id: row.id,
    name: row.name,
    symbol: row.symbol,
    date: row.launch_date,
    time: row.launch_time,
    network: row.network,
    kind: row.kind,
    url: row.url,
    notes: row.notes,
    updatedAt: row.updated_at,
  };
}

/** Every launch, earliest first. */
export async function listLaunches(): Promise<Launch[]> {
  const rows = await db().selectFrom("launches").selectAll().orderBy("launch_date").orderBy("launch_time").orderBy("id").execute();
  return rows.map(toLaunch);
}

/** Upcoming launches, soonest first, then the ones that have begun, latest first. */
export async function launchesByTime(now = new Date()): Promise<{ upcoming: Launch[]; past: Launch[] }> {
  const all = await listLaunches();
  const upcoming = all.filter((launch) => launchStart(launch) >= now);
  const past = all.filter((launch) => launchStart(launch) < now).reverse();
  return { upcoming, past };
}

function columns(input: LaunchInput) {
  return {
    name: input.name,
    symbol: input.symbol,
    launch_date: input.date,
    launch_time: input.time ?? null,
    network: input.network,
    kind: input.kind,
    url: input.url ?? null,
    notes: input.notes ?? null,
  };
}

/** Adds a launch, or changes the one with `id`; false when that one does not exist. */
export async function saveLaunch(input: LaunchInput, actor: ActivityActor): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      if (input.id) {
        const updated = await trx
          .updateTable("launches")
          .set({ ...columns(input), updated_at: new Date().toISOString() })
          .where("id", "=", input.id)
          .executeTakeFirst();
        if (!updated.numUpdatedRows) return false;
      } else {
        await trx.insertInto("launches").values(columns(input)).execute();
      }
      await recordActivity(
        {
          action: input.id ? LAUNCH_ACTIVITY.updated : LAUNCH_ACTIVITY.created,
          title: input.id ? "Lansman güncellendi" : "Lansman eklendi",
          description: `${input.name} (${input.symbol})`,
          icon: "FileText",
          actor,
        },
        trx,
      );
      return true;
    });
}

export async function deleteLaunch(id: number, actor: ActivityActor): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const launch = await trx.selectFrom("launches").select(["name", "symbol"]).where("id", "=", id).executeTakeFirst();
      if (!launch) return false;
      await trx.deleteFrom("launches").where("id", "=", id).execute();
      await recordActivity(
        {
          action: LAUNCH_ACTIVITY.deleted,
          title: "Lansman silindi",
          description: `${launch.name} (${launch.symbol})`,
          icon: "FileText",
          actor,
        },
        trx,
      );
      return true;
    });
}
