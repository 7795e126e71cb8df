import { db } from "~/server/db.server";
import type { LaunchesTable } from "~/lib/db-schema";
import { launchStart, type Launch, type LaunchInput } from "~/lib/launches/schema";
import type { Selectable } from "kysely";
import { recordActivity, savedActivity, type ActivityActor } from "./activity.server";
import { deleteWithActivity, insertOrUpdate } from "./rows.server";

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
      if (!(await insertOrUpdate(trx, "launches", input.id, columns(input)))) return false;
      await recordActivity(savedActivity(input.id, LAUNCH_ACTIVITY, "Lansman", `${input.name} (${input.symbol})`, actor), trx);
      return true;
    });
}

export function deleteLaunch(id: number, actor: ActivityActor): Promise<boolean> {
  const deleted = { action: LAUNCH_ACTIVITY.deleted, title: "Lansman silindi", icon: "FileText" } as const;
  return deleteWithActivity("launches", id, actor, deleted, (launch) => `${launch.name} (${launch.symbol})`);
}
