/** Reading loosely typed values (URL parameters, form fields, route params) into the domain's types. */

/** The value when it is one of `allowed`, otherwise undefined. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/** A positive whole number (a record id), otherwise undefined. */
export function positiveId(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
