import { fold } from "./coin-mentions";

/** Edit distance with adjacent swaps (optimal string alignment): "likitide" is two from "likidite". */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The query with each unknown word of five letters or more replaced by the closest word of the
 * site's vocabulary (titles and keywords), one edit away, two for words of eight letters or more;
 * null when no word changed. Only tried when the question found nothing as typed.
 */
export function correctSpelling(query: string, vocabulary: readonly string[]): string | null {
  const known = new Set(vocabulary);
  let changed = false;
  const words = query.split(/\s+/).map((word) => {
    const folded = fold(word);
    if (folded.length < 5 || known.has(folded)) return word;
    const allowed = folded.length >= 8 ? 2 : 1;
    let best: { word: string; distance: number } | null = null;
    for (const candidate of vocabulary) {
      if (Math.abs(candidate.length - folded.length) > allowed) continue;
      const distance = editDistance(folded, candidate);
      if (distance <= allowed && (!best || distance < best.distance)) best = { word: candidate, distance };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? words.join(" ") : null;
}
