import { pageParam } from "~/lib/pagination";
import { oneOf } from "~/lib/params";
import type { SignalDirection } from "./rules";

export const SIGNALS_PAGE_SIZE = 20;
export const SIGNAL_STATUSES = ["open", "closed"] as const;
export type SignalStatus = (typeof SIGNAL_STATUSES)[number];

export interface SignalQuery {
  direction?: SignalDirection;
  status?: SignalStatus;
  /** A pair such as BTCUSDT. */
  coin?: string;
  page: number;
}

const COIN_PATTERN = /^[A-Z0-9]{2,20}USDT$/;

/** The filters of /signals and GET /api/signals. A value that is not one of the choices is a problem to report, not a crash. */
export function parseSignalQuery(params: URLSearchParams): { query: SignalQuery; problem: string | null } {
  const rawDirection = params.get("direction") || undefined;
  const rawStatus = params.get("status") || undefined;
  const rawCoin = (params.get("coin") ?? "").trim().toUpperCase() || undefined;
  const direction = oneOf(rawDirection, ["buy", "sell"] as const);
  const status = oneOf(rawStatus, SIGNAL_STATUSES);
  // Stryker disable next-line ConditionalExpression: the pattern alone refuses no value and one over 24 characters; the checks before it spare the regex.
  const coin = rawCoin && rawCoin.length <= 24 && COIN_PATTERN.test(rawCoin) ? rawCoin : undefined;
  let problem: string | null = null;
  if (rawDirection && !direction) problem = "Geçersiz yön: 'buy' (Al) veya 'sell' (Sat) olmalıdır.";
  else if (rawStatus && !status) problem = "Geçersiz durum: 'open' (açık) veya 'closed' (kapanmış) olmalıdır.";
  else if (rawCoin && !coin) problem = "Geçersiz coin: BTCUSDT biçiminde bir parite yazın.";
  return { query: { direction, status, coin, page: pageParam(params.get("page")) }, problem };
}

/** The query as URL parameters, without the empty ones; `page` 1 is left out. */
export function signalSearch(query: Partial<SignalQuery>): string {
  const params = new URLSearchParams();
  if (query.direction) params.set("direction", query.direction);
  if (query.status) params.set("status", query.status);
  if (query.coin) params.set("coin", query.coin);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
