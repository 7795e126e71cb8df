import { describe, expect, it } from "vitest";
import {
  AI_PREVIEW_LENGTH,
  blogMaxTokens,
  previewText,
  suggestKeywords,
  TITLE_SUGGESTION_COUNT,
  titleSuggestions,
} from "~/lib/blog/ai-draft";

// The AI blog generator's local helpers, pure: what the admin screen suggests before any model is asked.
describe("the blog generator's helpers", () => {
  it("gives a long post three tokens a word at the top of its range, plus the JSON around it", () => {
    expect(blogMaxTokens("short")).toBe(500 * 3 + 600);
    expect(blogMaxTokens("medium")).toBe(800 * 3 + 600);
    expect(blogMaxTokens("long")).toBe(1200 * 3 + 600);
    // A length the list does not know gets the longest budget.
    expect(blogMaxTokens("epic" as "long")).toBe(1200 * 3 + 600);
  });

  it("suggests the topic's words, then the category's terms, then general ones: ten at most, none twice", () => {
    expect(suggestKeywords("Bitcoin ve halving: ne değişir?", "Bitcoin")).toEqual([
      "Bitcoin",
      "halving",
      "değişir",
      "BTC",
      "madencilik",
      "dijital altın",
      "kripto para",
      "yatırım",
      "blokzincir",
      "piyasa",
    ]);
    // A category typed in capitals with a dotless ı is still known.
    expect(suggestKeywords("", " DEFI ").slice(0, 5)).toEqual(["DeFi", "likidite", "getiri çiftçiliği", "DEX", "akıllı sözleşme"]);
    // An unknown category is a keyword itself.
    expect(suggestKeywords("Oyun tokenleri", "GameFi")).toEqual([
      "Oyun",
      "tokenleri",
      "GameFi",
      "kripto para",
      "yatırım",
      "blokzincir",
      "piyasa",
      "güvenlik",
      "cüzdan",
      "borsa",
    ]);
  });

  it("suggests five titles of the category in an order the seed picks, the same for the same seed", () => {
    const first = titleSuggestions("Bitcoin", 1);
    expect(first).toHaveLength(TITLE_SUGGESTION_COUNT);
    expect(new Set(first).size).toBe(TITLE_SUGGESTION_COUNT);
    expect(first.every((title) => /Bitcoin|Lightning/.test(title))).toBe(true);
    expect(titleSuggestions("Bitcoin", 1)).toEqual(first);
    expect(titleSuggestions("Bitcoin", 2)).not.toEqual(first);
    expect(titleSuggestions("  ")).toEqual([]);
    const unknown = titleSuggestions(" GameFi ", 0);
    expect(unknown).toHaveLength(TITLE_SUGGESTION_COUNT);
    expect(unknown.every((title) => title.startsWith("GameFi "))).toBe(true);
  });

  it("previews the text without markup or entities, cut with an ellipsis past the limit", () => {
    expect(previewText("<p>Bitcoin&nbsp;&amp; Ethereum</p>\n<p>&lt;kısa&gt; &quot;not&quot; &#39;bu&#39;</p>")).toBe(
      "Bitcoin & Ethereum <kısa> \"not\" 'bu'",
    );
    const long = "a".repeat(AI_PREVIEW_LENGTH + 1);
    expect(previewText(long)).toBe(`${"a".repeat(AI_PREVIEW_LENGTH)}...`);
    expect(previewText("a".repeat(AI_PREVIEW_LENGTH))).toBe("a".repeat(AI_PREVIEW_LENGTH));
  });
});
