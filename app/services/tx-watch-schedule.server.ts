import { hexToNumber } from "~/lib/chain/amounts";
import { confirmationsOf } from "~/lib/chain/tx-watch";
import type { TxWatchRow } from "~/lib/db-schema";
import { dueTxWatches, recordTxWatchReading, type WatchReading } from "~/models/tx-watches.server";
import { logger } from "~/server/log.server";
import { ChainSourceError } from "~/services/chain-source.server";
import { getBtcTipHeight, getBtcTx } from "~/services/esplora.server";
import { getEthBlockNumber, getEthTx } from "~/services/eth-rpc.server";
import { runExclusive } from "~/server/schedule-lock.server";

/**
 * The confirmation notices' poll: every minute, the least recently checked watches are read
 * through the chain sources (the source core's cache, budget and last good answer apply, so
 * the poll and the visitors share one allowance) and recorded.
 */

const CHECK_MS = 60_000;
/**
 * Watches read per round. With the tip cached, each costs one call: 30 a minute leaves most of
 * a source's 120 calls a minute to visitors.
 */
const PER_ROUND = 30;

/** A watch's confirmations now, or null when the source cannot say (not found yet, unreachable, off). */
async function readConfirmations(watch: TxWatchRow): Promise<WatchReading> {
  try {
    if (watch.chain === "btc") {
      const [tx, tip] = await Promise.all([getBtcTx(watch.txid), getBtcTipHeight()]);
      const { confirmed, block_height } = tx.data.status;
      return { confirmations: confirmationsOf(confirmed ? (block_height ?? null) : null, tip.data) };
    }
    const [tx, tip] = await Promise.all([getEthTx(watch.txid), getEthBlockNumber()]);
    return { confirmations: confirmationsOf(tx.data.blockNumber ? hexToNumber(tx.data.blockNumber) : null, hexToNumber(tip.data)) };
  } catch (error) {
    // Not found yet (still propagating, or dropped) and a source with nothing stored are both "no reading":
    // the watch waits for the next round, and one failing watch does not stop the others.
    if (!(error instanceof ChainSourceError)) logger.warn({ err: error, watch: watch.id }, "İşlem izlemesi okunamadı");
    return null;
  }
}

/** One round: how many watches were read and how many reached their target or expired. */
export async function runTxWatches(now = new Date()) {
  const result = { checked: 0, done: 0, expired: 0 };
  for (const watch of await dueTxWatches(PER_ROUND)) {
    const state = await recordTxWatchReading(watch, await readConfirmations(watch), now);
    result.checked += 1;
    if (state === "done") result.done += 1;
    if (state === "expired") result.expired += 1;
  }
  return result;
}

let timer: NodeJS.Timeout | undefined;
let running = false;

/** Reads the watches every minute (and at start); calling it again does nothing. */
export function startTxWatchSchedule() {
  if (timer) return;
  const run = () => {
    // A slow source must not pile rounds on top of each other.
    if (running) return;
    running = true;
    runExclusive("tx-watches", runTxWatches)
      .catch((error: unknown) => logger.error({ err: error }, "İşlem izlemeleri okunamadı"))
      .finally(() => (running = false));
  };
  timer = setInterval(run, CHECK_MS);
  // The schedule never keeps the process alive on its own.
  timer.unref();
  setTimeout(run, 0).unref();
}
