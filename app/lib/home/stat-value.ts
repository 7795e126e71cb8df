/**
 * A stat's displayed value split for the counter: "10.000+" is 10000 between
 * "" and "+", "%95" is 95 after "%". Turkish writing is assumed: dots group
 * thousands and a comma marks decimals.
 */
export function parseStatValue(
  value: string,
): { prefix: string; number: number; suffix: string; decimals: number; grouped: boolean } | null {
  const match = value.match(/^(\D*?)(\d[\d.]*(?:,\d+)?)(.*)$/);
  if (!match) return null;
  const [, prefix, digits, suffix] = match;
  const [whole, fraction = ""] = digits.split(",");
  const number = Number(`${whole.replace(/\./g, "")}${fraction ? `.${fraction}` : ""}`);
  if (!Number.isFinite(number)) return null;
  return { prefix, number, suffix, decimals: fraction.length, grouped: whole.includes(".") };
}

/**
 * The counter's figure at `current`, written back in the admin's own notation. Written by hand,
 * not with Intl: the count-up runs 60 times in the browser, and on the home page it was the only
 * thing that created an Intl formatter there (loading the locale's data cost 20-45 ms of the
 * page's blocking time).
 */
export function formatStatValue(parsed: NonNullable<ReturnType<typeof parseStatValue>>, current: number): string {
  const [whole, fraction] = current.toFixed(parsed.decimals).split(".");
  const grouped = parsed.grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".") : whole;
  return `${parsed.prefix}${grouped}${fraction ? `,${fraction}` : ""}${parsed.suffix}`;
}
