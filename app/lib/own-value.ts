/**
 * `record[key]` for a key that came from a request (a URL, a form, a JSON body) or from
 * an outside source. A plain object also answers inherited names: `constructor`,
 * `toString` or `__proto__` would find a function or the prototype instead of nothing,
 * and the caller's "unknown key" branch would never run.
 */
export function ownValue<Value>(record: Readonly<Record<string, Value>>, key: string): Value | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
