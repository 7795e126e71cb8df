import { periodReturns, type DayValue, type Flow, type PortfolioHistory, type RateLookup } from "./history";

/**
 * Yardsticks for the portfolio's lira returns (issue 50): what the same lira, put in and taken
 * out on the same days, would have earned held in dollars or in gram gold. Each flow buys (or
 * sells) units of the yardstick at that day's lira price; the units are valued at each day's
 * price; the returns are the same modified Dietz over the same flows. Pure.
 */

/** Troy ounce in grams: PAXG is one troy ounce of gold. */
export const GRAMS_PER_TROY_OUNCE = 31.1035;

/** A yardstick's lira price of one unit on a day (a dollar, a gram of gold), or null when unknown. */
export type UnitPrice = (day: string) => number | null;

/**
 * The yardstick's value at the end of each day, in lira and (at the day's `rate`, for the chart
 * in dollars) in dollars. A day whose price is unknown, or after a flow whose day has no price
 * (its units are unknown), has no value: a gap, never a guess.
 */
export function yardstickSeries(flows: readonly Flow[], days: readonly string[], price: UnitPrice, rate?: RateLookup): DayValue[] {
  const sorted = [...flows].sort((a, b) => a.day.localeCompare(b.day));
  let units: number | null = 0;
  let next = 0;
  return days.map((day) => {
    while (next < sorted.length && sorted[next].day <= day) {
      const flow = sorted[next++];
      const unitPrice = price(flow.day);
      units = units === null || flow.try === null || unitPrice === null ? null : units + flow.try / unitPrice;
    }
    const dayPrice = price(day);
    const lira = units === null || dayPrice === null ? null : units * dayPrice;
    const dayRate = rate?.(day) ?? null;
    return { day, usd: lira === null || !dayRate ? null : lira / dayRate, try: lira };
  });
}

/** Gram gold in lira from PAXG's dollar close and the day's USD/TRY. */
export function gramGoldTry(paxgUsd: number | null, usdTry: number | null): number | null {
  return paxgUsd === null || usdTry === null ? null : (paxgUsd * usdTry) / GRAMS_PER_TROY_OUNCE;
}

/** A yardstick's daily values and its lira returns by period, as the portfolio's own (`try`); its `usd` returns are not used. */
export type Yardstick = PortfolioHistory["yardsticks"][number];

/** The yardstick over the portfolio's days and flows: its values for the chart (day by day, as `days`) and its returns for the same periods. */
export function yardstick(
  head: Pick<Yardstick, "key" | "label">,
  flows: readonly Flow[],
  days: readonly string[],
  price: UnitPrice,
  rate: RateLookup,
  firstDay: string,
): Yardstick {
  const points = yardstickSeries(flows, days, price, rate);
  return { ...head, values: points.map(({ usd, try: lira }) => ({ usd, try: lira })), returns: periodReturns(points, flows, firstDay) };
}
