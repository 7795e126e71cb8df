import { stepBotsOnLiveMarket } from "./bots.server";
import { keepLiveCalls } from "./track-record.server";
import type { Market } from "./market.server";
import { checkAlerts } from "~/models/alerts.server";
import { currentAlertSnapshot } from "./alert-snapshot.server";

/**
 * Work that follows each live market snapshot, once per refresh and never on stale or
 * example figures: each entry is handed the same snapshot the pages show. A failing task
 * is logged and does not stop the others or the refresh.
 */
const tasks: { name: string; run: (market: Market) => Promise<unknown> }[] = [
  { name: "Fiyat alarmları", run: async (market) => checkAlerts(await currentAlertSnapshot(market)) },
  { name: "Botlar", run: stepBotsOnLiveMarket },
  // Called through an arrow: track-record.server imports the market, which imports this list.
  { name: "Çağrı kaydı", run: (market) => keepLiveCalls(market) },
];

export async function runLiveMarketTasks(market: Market): Promise<void> {
  if (market.source !== "live") return;
  for (const task of tasks) {
    await task.run(market).catch((error: unknown) => console.error(`${task.name} çalıştırılamadı:`, error));
  }
}
