import { db } from "~/server/db.server";
import type { SendNetworkRow } from "~/lib/db-schema";
import { writeWithActivity, type ActivityActor } from "./activity.server";
import { deleteWithActivity } from "./rows.server";

/** The admin's table of which networks each exchange accepts for a coin (the pre-send check reads it). */

export interface SendNetworkInput {
  exchange: string;
  coin: string;
  network: string;
  accepted: boolean;
  source_url: string;
  checked_on: string;
}

export const SEND_NETWORK_ACTIVITY = {
  saved: "send_network.saved",
  deleted: "send_network.deleted",
} as const;

const describe = (row: Pick<SendNetworkRow, "exchange" | "coin" | "network">) => `${row.exchange} · ${row.coin} · ${row.network}`;

export function listSendNetworks(): Promise<SendNetworkRow[]> {
  return db().selectFrom("send_networks").selectAll().orderBy("exchange").orderBy("coin").orderBy("network").execute();
}

/** The rows for one coin, as the pre-send check lists them. */
export function sendNetworksForCoin(coin: string): Promise<SendNetworkRow[]> {
  return db().selectFrom("send_networks").selectAll().where("coin", "=", coin).orderBy("exchange").orderBy("network").execute();
}

export function getSendNetwork(id: number) {
  return db().selectFrom("send_networks").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Adds the row for an exchange, coin and network, or replaces the one already there (the newer
 * reading wins), and records the change in the same transaction.
 */
export function saveSendNetwork(input: SendNetworkInput, actor: ActivityActor) {
  const now = new Date().toISOString();
  const values = { ...input, accepted: input.accepted ? (1 as const) : (0 as const), updated_at: now };
  return writeWithActivity(
    (trx) =>
      trx
        .insertInto("send_networks")
        .values({ ...values, created_at: now })
        .onConflict((oc) => oc.columns(["exchange", "coin", "network"]).doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow(),
    (row) => ({
      actor,
      action: SEND_NETWORK_ACTIVITY.saved,
      title: "Borsa ağ bilgisi kaydedildi",
      description: `${describe(row)}: ${row.accepted ? "kabul ediyor" : "kabul etmiyor"}`,
      icon: "FileText",
    }),
  );
}

export function deleteSendNetwork(id: number, actor: ActivityActor): Promise<boolean> {
  return deleteWithActivity(
    "send_networks",
    id,
    actor,
    { action: SEND_NETWORK_ACTIVITY.deleted, title: "Borsa ağ bilgisi silindi", icon: "AlertCircle" },
    describe,
  );
}
