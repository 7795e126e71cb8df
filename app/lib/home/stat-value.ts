import { formatFixed } from "~/lib/format";

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
  const formatted = formatFixed(current, parsed.decimals, parsed.grouped);
  return `${parsed.prefix}${formatted}${parsed.suffix}`;
}
