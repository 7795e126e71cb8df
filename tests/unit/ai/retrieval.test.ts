import { describe, expect, it } from "vitest";
import { cosine, fuseRanks, packVector, PASSAGE_KINDS, unpackVector, VECTOR_FLOOR } from "~/lib/ai/retrieval";

// Hybrid retrieval's pure parts (moved from hybrid-retrieval.test.ts, which keeps the service's
// tests against a fake provider and a database).
describe("reciprocal rank fusion", () => {
  it("scores each id by Σ 1/(60 + rank) over the lists it is in", () => {
    // a: 1/61 + 1/62 = 0.032522; c: 1/63 + 1/61 = 0.032266; b: 1/62 = 0.016129; d: 1/63 = 0.015873.
    const fused = fuseRanks([
      ["a", "b", "c"],
      ["c", "a", "d"],
    ]);
    expect(fused.map((entry) => entry.id)).toEqual(["a", "c", "b", "d"]);
    expect(fused[0]!.score).toBeCloseTo(1 / 61 + 1 / 62, 10);
    expect(fused[1]!.score).toBeCloseTo(1 / 63 + 1 / 61, 10);
    expect(fused[3]!.score).toBeCloseTo(1 / 63, 10);
  });

  it("puts a page both sides rank second above one only a side ranks first", () => {
    // x: 1/62 + 1/62 = 0.03226 beats y: 1/61 = 0.01639.
    expect(
      fuseRanks([
        ["y", "x"],
        ["z", "x"],
      ])[0]!.id,
    ).toBe("x");
  });
});

describe("vectors", () => {
  it("cosine: 1 for the same direction, 0 for orthogonal, zero or unequal vectors", () => {
    expect(cosine([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 10);
    expect(cosine([1, 0], [0, 5])).toBe(0);
    expect(cosine([0, 0], [1, 1])).toBe(0);
    expect(cosine([1, 2], [1, 2, 3])).toBe(0);
    expect(cosine([1, 1], [1, 0])).toBeCloseTo(Math.SQRT1_2, 10);
  });

  it("packs a vector into 4 bytes a dimension and back", () => {
    const bytes = packVector([0.1, -2.5, 3]);
    expect(bytes.byteLength).toBe(12);
    expect([...unpackVector(bytes)]).toEqual([Math.fround(0.1), -2.5, 3]);
  });
});

describe("fusion and vectors at their edges", () => {
  it("keeps the order of first appearance on a tie, and takes another k", () => {
    expect(
      fuseRanks([
        ["a", "b"],
        ["b", "a"],
      ]).map((entry) => entry.id),
    ).toEqual(["a", "b"]);
    expect(
      fuseRanks([
        ["b", "a"],
        ["a", "b"],
      ]).map((entry) => entry.id),
    ).toEqual(["b", "a"]);
    const [first, second] = fuseRanks([["p", "q"]], 0);
    expect(first).toEqual({ id: "p", score: 1 });
    expect(second).toEqual({ id: "q", score: 0.5 });
    expect(fuseRanks([])).toEqual([]);
  });

  it("cosine is negative for opposite vectors and zero for empty ones", () => {
    expect(cosine([1, 2], [-1, -2])).toBeCloseTo(-1, 10);
    expect(cosine([3, 4], [4, 3])).toBeCloseTo(24 / 25, 10);
    expect(cosine([], [])).toBe(0);
    expect(cosine([1, 1], [0, 0])).toBe(0);
    expect(cosine(new Float32Array([2, 0]), [5, 0])).toBeCloseTo(1, 10);
  });

  it("stores little-endian float32 and reads a view into a larger buffer", () => {
    expect([...packVector([1])]).toEqual([0, 0, 0x80, 0x3f]);
    expect([...packVector(new Float32Array([-2]))]).toEqual([0, 0, 0, 0xc0]);
    const buffer = new Uint8Array(13);
    buffer.set(packVector([1.5, -0.25, 8]), 1);
    expect([...unpackVector(buffer.subarray(1, 13))]).toEqual([1.5, -0.25, 8]);
    // A trailing partial dimension is not read.
    expect([...unpackVector(buffer.subarray(1, 11))]).toEqual([1.5, -0.25]);
  });

  it("cites pages of every kind but news and a coin's own, and needs a similarity of 0.4 for a vector-only passage", () => {
    expect(PASSAGE_KINDS).toEqual(["tool", "term", "lesson", "research", "post", "faq"]);
    expect(VECTOR_FLOOR).toBe(0.4);
  });
});
