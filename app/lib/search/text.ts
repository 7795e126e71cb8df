import { foldTurkish } from "./query";

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Readable text of stored content (sanitised HTML for lessons and posts, plain text elsewhere). */
export function plainText(stored: string): string {
  return stored
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** [start, end) of a marked stretch of text. */
export type Range = [number, number];

const WORD = /[\p{L}\p{N}]/u;

/** The whole words of `text` that begin with one of the folded terms, as ranges. */
export function matchRanges(text: string, terms: readonly string[]): Range[] {
  const folded = foldTurkish(text);
  const ranges: Range[] = [];
  let index = 0;
  while (index < folded.length) {
    if (!WORD.test(folded[index])) {
      index++;
      continue;
    }
    let end = index;
    while (end < folded.length && WORD.test(folded[end])) end++;
    const word = folded.slice(index, end);
    if (terms.some((term) => word.startsWith(term))) ranges.push([index, end]);
    index = end;
  }
  return ranges;
}

export interface Excerpt {
  text: string;
  /** The matched words inside `text`. */
  highlights: Range[];
}

/**
 * About `length` characters of `text` around its first matched word, cut at word boundaries,
 * with an ellipsis where it was cut; the beginning of the text when nothing matched.
 */
export function excerpt(text: string, terms: readonly string[], length: number): Excerpt {
  const ranges = matchRanges(text, terms);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut only; a text that fits gets start 0 and end its length below, the same text and marks.
  if (text.length <= length) return { text, highlights: ranges };
  const first = ranges[0]?.[0] ?? 0;
  // Start at the sentence of the first match when it is close, else a little before the match.
  // No earlier sentence: the text's own start (lastIndexOf gives -1, and -1 + 2 cut off the first letter).
  const dot = text.lastIndexOf(". ", first);
  const sentenceStart = dot === -1 ? 0 : dot + 2;
  let start = first - sentenceStart < length / 3 ? sentenceStart : first - Math.floor(length / 6);
  start = Math.max(0, Math.min(start, text.length - length));
  // Inside a word: start at the next one, unless that passes the match. A start after a space (the
  // sentence's first word) stays: skipping on from there dropped the sentence's first word.
  if (start > 0 && text[start - 1] !== " ") {
    const space = text.indexOf(" ", start);
    // Stryker disable next-line EqualityOperator: the first match begins a word, so no space is at its position.
    start = space === -1 || space > first ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  const prefix = start > 0 ? "…" : "";
  const suffix = end < text.length ? "…" : "";
  // Stryker disable next-line ConditionalExpression: start is never after the first match, so no marked word begins before it.
  const shown = ranges.filter(([from, to]) => from >= start && to <= end);
  const highlights = shown.map(([from, to]): Range => [from - start + prefix.length, to - start + prefix.length]);
  return { text: prefix + text.slice(start, end) + suffix, highlights };
}
