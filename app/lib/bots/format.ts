import { EVERY_LABELS, STRATEGY_LABELS } from "./schema";
import type { BotStrategy } from "./engine";
import { formatDecimals, formatFixed, formatNumber } from "~/lib/format";

/** Virtual dollars: "1.234,56 USDT". */
export function formatUsdt(value: number): string {
  return `${formatFixed(value, 2)} USDT`;
}

export function formatQuantity(value: number): string {
  return formatNumber(value, 8);
}

export function formatPrice(value: number): string {
  return formatDecimals(value, 2, 8);
}

/** One line on what the bot does: "Düzenli alım (DCA): her gün 50,00 USDT". */
export function describeStrategy(strategy: BotStrategy, params: Record<string, unknown>): string {
  if (strategy === "dca" && typeof params.amount === "number" && (params.every === "day" || params.every === "week")) {
    return `${STRATEGY_LABELS.dca}: ${EVERY_LABELS[params.every].toLocaleLowerCase("tr-TR")} ${formatUsdt(params.amount)}`;
  }
  if (strategy === "score" && typeof params.buyAbove === "number" && typeof params.sellBelow === "number") {
    return `${STRATEGY_LABELS.score}: puan ${params.buyAbove} ve üstünde al, ${params.sellBelow} altında sat`;
  }
  return STRATEGY_LABELS[strategy];
}

export const STATUS_LABELS = { running: "Çalışıyor", paused: "Duraklatıldı" } as const;
