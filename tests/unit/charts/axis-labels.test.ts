import { describe, expect, it } from "vitest";
import { distinctLabels, thinnedOnPhones } from "~/components/charts/chart-frame";
import { tickDecimals, ticks } from "~/components/charts/scale";
import { formatNumber } from "~/lib/format";

describe("axis labels are not said twice in a row", () => {
  it("drops a time label equal to the one before", () => {
    const times = ["28/11 06:24", "28/11 06:24", "28/11 06:25", "28/11 06:25", "28/11 06:26"];
    expect(distinctLabels([0, 1, 2, 3, 4], (i) => times[i])).toEqual([0, 2, 4]);
  });

  it("keeps the first, the last and every other date on a phone's width, all of three or fewer", () => {
    const kept = (count: number) => Array.from({ length: count }, (_, p) => p).filter((p) => !thinnedOnPhones(p, count));
    expect(kept(5)).toEqual([0, 2, 4]);
    expect(kept(4)).toEqual([0, 2, 3]);
    expect(kept(3)).toEqual([0, 1, 2]);
    expect(kept(2)).toEqual([0, 1]);
  });

  it("gives value ticks the decimals that tell them apart", () => {
    const values = ticks([999.2, 1000.8]);
    expect(values).toEqual([999.5, 1000, 1000.5]);
    expect(tickDecimals(values)).toBe(1);
    expect(values.map((value) => formatNumber(value, tickDecimals(values)))).toEqual(["999,5", "1.000", "1.000,5"]);
    expect(tickDecimals(ticks([0, 400]))).toBe(0);
    expect(tickDecimals(ticks([1, 1.2]))).toBe(2);
    // Before: whole numbers only, so the same label twice.
    expect(values.map((value) => formatNumber(value, 0))).toEqual(["1.000", "1.000", "1.001"]);
  });
});
