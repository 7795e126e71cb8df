/**
 * Pure rules for blog text, shared by the public blog, the admin editor and the
 * AI generator.
 */

const turkishToAscii: Record<string, string> = {
  ç: "c",
  ğ: "g",
  ı: "i",
  İ: "i",
  ö: "o",
  ş: "s",
  ü: "u",
  â: "a",
  î: "i",
  û: "u",
  Ç: "c",
  Ğ: "g",
  Ö: "o",
  Ş: "s",
  Ü: "u",
  Â: "a",
  Î: "i",
  Û: "u",
};

/**
 * The slug rule (lowercase; keep a-z, 0-9, spaces and hyphens; spaces to
 * hyphens; collapse hyphens), after spelling Turkish letters in ASCII so
 * "Güvenli Cüzdan" becomes "guvenli-cuzdan" rather than "gvenli-czdan".
 */
export function slugify(text: string): string {
  return text
    .replace(/[çğıİöşüâîûÇĞÖŞÜÂÎÛ]/g, (ch) => turkishToAscii[ch] ?? ch)
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Whether a slug is already in the form `slugify` produces. */
export function isValidSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}

/** Tags are stored as comma-separated text: trimmed, empty items dropped, duplicates kept once. */
export function parseTags(tags: string | null | undefined): string[] {
  if (!tags) return [];
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags.split(",")) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLocaleLowerCase("tr"))) continue;
    seen.add(tag.toLocaleLowerCase("tr"));
    result.push(tag);
  }
  return result;
}

export function formatTags(tags: string[]): string {
  return parseTags(tags.join(",")).join(", ");
}

/** Words in a piece of HTML or text, tags ignored. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
  return text.split(/\s+/).filter(Boolean).length;
}

/** Reading time in minutes at 200 words a minute, at least 1. */
export function readTimeFromContent(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / 200));
}
