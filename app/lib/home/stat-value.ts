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

export function formatStatValue(parsed: NonNullable<ReturnType<typeof parseStatValue>>, current: number): string {
  // The one figure written outside app/lib/format.ts: the count-up runs on the home page in the
  // browser, and importing the formatting module there costs 1 kB of the page's 100 kB budget.
  // It writes the admin's own figure back in the admin's own notation, not a figure of the site's.
  // eslint-disable-next-line no-restricted-syntax
  const formatted = current.toLocaleString("tr-TR", {
    minimumFractionDigits: parsed.decimals,
    maximumFractionDigits: parsed.decimals,
    useGrouping: parsed.grouped,
  });
  return `${parsed.prefix}${formatted}${parsed.suffix}`;
}
