/**
 * Hybrid retrieval's pure parts (decision 017, "Hybrid retrieval"): reciprocal rank fusion of the
 * keyword and vector rankings, cosine similarity, and the compact form vectors are stored in.
 */

import { SEARCH_KINDS } from "~/lib/search/kinds";

// News items link to their outside source, and a coin's own document to its analysis page, which
// is a 404 when the coin has left the market: the named coins have their cards instead.
/** The kinds of search document the assistant cites as passages (and that are embedded). */
export const PASSAGE_KINDS = SEARCH_KINDS.filter((kind) => kind !== "news" && kind !== "coin");

/**
 * The least cosine similarity to the question at which a passage that only the vector side found
 * is cited: chosen on the development half of the benchmark with the fake provider's vectors
 * (decision 017); a real model's similarities run on another scale, see there.
 */
export const VECTOR_FLOOR = 0.4;

/** The constant of reciprocal rank fusion (Cormack et al. 2009): damps the weight of the very first ranks. */
const RRF_K = 60;

/**
 * Fuses rankings (each a list of ids, best first) by reciprocal rank fusion: an id scores
 * Σ 1 / (k + rank) over the lists it is in, rank counted from 1. Ties keep the order of first
 * appearance (the first list's order before the second's).
 */
export function fuseRanks<T>(rankings: readonly (readonly T[])[], k = RRF_K): { id: T; score: number }[] {
  const scores = new Map<T, number>();
  for (const ranking of rankings) {
    ranking.forEach((id, index) => scores.set(id, (scores.get(id) ?? 0) + 1 / (k + index + 1)));
  }
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}

/** Cosine similarity of two vectors of the same length; 0 when either is all zeros or the lengths differ. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length || a.length === 0) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** A vector as little-endian float32 bytes: 4 bytes a dimension (6 kB for 1,536), a quarter of JSON's size. */
export function packVector(vector: readonly number[] | Float32Array): Uint8Array {
  const floats = Float32Array.from(vector);
  const bytes = new Uint8Array(floats.length * 4);
  const view = new DataView(bytes.buffer);
  floats.forEach((value, index) => view.setFloat32(index * 4, value, true));
  return bytes;
}

/** The vector `packVector` stored. */
export function unpackVector(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const floats = new Float32Array(Math.floor(bytes.byteLength / 4));
  for (let i = 0; i < floats.length; i++) floats[i] = view.getFloat32(i * 4, true);
  return floats;
}
