import { lazily } from "~/lib/lazy";

/**
 * Turkish alphabetical order for the dictionary index: the 29 letters in the order
 * Turkish readers expect (Ç after C, Ğ after G, I before İ, Ö after O, Ş after S,
 * Ü after U). Terms starting with anything else (a digit, Q, W, X) are grouped under "#".
 */
export const TURKISH_ALPHABET = [
  "A",
  "B",
  "C",
  "Ç",
  "D",
  "E",
  "F",
  "G",
  "Ğ",
  "H",
  "I",
  "İ",
  "J",
  "K",
  "L",
  "M",
  "N",
  "O",
  "Ö",
  "P",
  "R",
  "S",
  "Ş",
  "T",
  "U",
  "Ü",
  "V",
  "Y",
  "Z",
] as const;

export const OTHER_GROUP = "#";

const collator = lazily(() => new Intl.Collator("tr", { sensitivity: "base", numeric: true }));

/** Compares two strings as a Turkish dictionary does. */
export function compareTurkish(a: string, b: string): number {
  return collator().compare(a, b);
}

/**
 * The group letter of a term: its first letter in Turkish upper case, so "ı" is "I"
 * and "i" is "İ". Accented Latin letters outside the alphabet ("â") fold to their base.
 */
export function initialOf(term: string): string {
  const first = term.trim().charAt(0);
  // Stryker disable next-line ConditionalExpression: a shortcut only; "" is no letter of the alphabet below and lands under "#" as well.
  if (!first) return OTHER_GROUP;
  const upper = first.toLocaleUpperCase("tr");
  if ((TURKISH_ALPHABET as readonly string[]).includes(upper)) return upper;
  const base = upper.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return (TURKISH_ALPHABET as readonly string[]).includes(base) ? base : OTHER_GROUP;
}

export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/** Items grouped by the Turkish initial of `name`, groups in alphabet order and "#" last, items sorted within. */
export function groupByInitial<T>(items: T[], name: (item: T) => string): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => compareTurkish(name(a), name(b)))) {
    const letter = initialOf(name(item));
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  const order: string[] = [...TURKISH_ALPHABET, OTHER_GROUP];
  return order.filter((letter) => groups.has(letter)).map((letter) => ({ letter, items: groups.get(letter)! }));
}

/** Lower case in Turkish rules and without accents other than Turkish letters, for matching a search. */
export function searchKey(text: string): string {
  return text.toLocaleLowerCase("tr").replace(/[âîû]/g, (ch) => ({ â: "a", î: "i", û: "u" })[ch] ?? ch);
}
