import { roundToPlaces, toDecimal, writeDigits } from "~/lib/decimal";

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

/** The counter's figure at `current`, written back in the admin's own notation ("10.000" or "10000"). */
export function formatStatValue(parsed: NonNullable<ReturnType<typeof parseStatValue>>, current: number): string {
  const rounded = roundToPlaces(toDecimal(current), parsed.decimals);
  const digits = writeDigits(rounded, { minPlaces: parsed.decimals, groupFrom: parsed.grouped ? 4 : Infinity });
  return `${parsed.prefix}${digits}${parsed.suffix}`;
}
