/** Maps a value from a domain onto a pixel range; an empty domain maps to the middle. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  const span = d1 - d0;
  return (value: number) => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** The smallest and largest finite value among the given series, or null when there is none. */
export function extent(...series: ReadonlyArray<ReadonlyArray<number | null | undefined>>): [number, number] | null {
  let min = Infinity;
  let max = -Infinity;
  for (const values of series) {
    for (const value of values) {
      if (value == null || !Number.isFinite(value)) continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  return min === Infinity ? null : [min, max];
}

/** A domain widened by a share of its span on each side, so lines do not touch the frame. */
export function padded([min, max]: [number, number], share = 0.05): [number, number] {
  const pad = (max - min) * share || Math.abs(max) * share || 1;
  return [min - pad, max + pad];
}

/** About `count` round tick values inside the domain (steps of 1, 2 or 5 × 10^n). */
export function ticks([min, max]: readonly [number, number], count = 4): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max + step * 1e-9; value += step) out.push(+value.toPrecision(12));
  return out;
}

/** The decimals that tell `ticks` apart: none for whole steps, one for 0.5, two for 0.05 ... */
export function tickDecimals(values: readonly number[]): number {
  const step = values.length > 1 ? Math.abs(values[1] - values[0]) : 1;
  return step >= 1 || step === 0 ? 0 : Math.min(8, Math.ceil(-Math.log10(step) - 1e-9));
}

/** An SVG path through the points; a null value breaks the line. */
export function linePath(values: ReadonlyArray<number | null>, x: (i: number) => number, y: (v: number) => number): string {
  let path = "";
  let drawing = false;
  values.forEach((value, i) => {
    if (value == null || !Number.isFinite(value)) {
      drawing = false;
      return;
    }
    path += `${drawing ? "L" : "M"}${x(i).toFixed(1)},${y(value).toFixed(1)}`;
    drawing = true;
  });
  return path;
}
