import { describe, expect, it } from "vitest";
import { foldTurkish, matchExpression, parseSearchQuery, queryTerms, stem, tsqueryExpression } from "~/lib/search/query";
import { excerpt, matchRanges, plainText } from "~/lib/search/text";

describe("foldTurkish", () => {
  it("folds Turkish letters and case to plain lower case, one unit for one", () => {
    const text = "İSTANBUL'da Akıllı ŞİFRE, çığ, öğüt, zekâ, IŞIK, Café";
    expect(foldTurkish(text)).toBe("istanbul'da akilli sifre, cig, ogut, zeka, isik, cafe");
    expect(foldTurkish(text)).toHaveLength(text.length);
  });
});

describe("queryTerms and matchExpression", () => {
  it("drops question words and suffixes after an apostrophe, keeps the subject", () => {
    expect(queryTerms("DeFi nedir?").map((term) => term.word)).toEqual(["defi"]);
    expect(queryTerms("Bitcoin'in fiyatı ne kadar?").map((term) => term.word)).toEqual(["bitcoin", "fiyati"]);
    expect(queryTerms("BTC’nin durumu nasıl").map((term) => term.word)).toEqual(["btc", "durumu"]);
  });

  it("stems common endings, never below four letters", () => {
    expect(stem("fiyati")).toBe("fiyat");
    expect(stem("cuzdanimi")).toBe("cuzdan");
    expect(stem("cuzdanlarimi")).toBe("cuzdan");
    expect(stem("stablecoinler")).toBe("stablecoin");
    expect(stem("defi")).toBe("defi");
    expect(stem("2024")).toBe("2024");
  });

  it("quotes every word, so FTS syntax is only ever text", () => {
    expect(matchExpression(queryTerms('likid" OR NEAR( * -x'))).toBe('"likid"* AND "or"* AND "near"* AND "x"*');
    expect(matchExpression(queryTerms("akıllı sözleşmeler"), "any")).toBe('("akilli"* OR "akill"*) OR ("sozlesmeler"* OR "sozlesme"*)');
    for (const input of ['"', "*", "(", "''", "^"]) expect(parseSearchQuery(input)).toEqual({ problem: "no-words" });
  });

  it("writes the same search as a PostgreSQL tsquery of quoted prefixes", () => {
    expect(tsqueryExpression(queryTerms("likid' | !x & y:*"))).toBe("'likid':* & 'x':* & 'y':*");
    expect(tsqueryExpression(queryTerms("akıllı sözleşmeler"), "any")).toBe("('akilli':* | 'akill':*) | ('sozlesmeler':* | 'sozlesme':*)");
  });

  it("names what is wrong with a query it cannot search", () => {
    expect(parseSearchQuery("   ")).toEqual({ problem: "empty" });
    expect(parseSearchQuery("a".repeat(500))).toEqual({ problem: "too-long" });
    expect(parseSearchQuery("nedir")).toEqual({ terms: [{ word: "nedir", stem: "nedir" }] });
  });
});

describe("snippets", () => {
  it("makes plain text of stored HTML", () => {
    expect(plainText("<p>Bir <strong>blok</strong> &amp; zincir&nbsp;&#39;x&#39;</p><script>alert(1)</script>")).toBe(
      "Bir blok & zincir 'x'",
    );
  });

  it("marks whole words that start with a term, in the original spelling", () => {
    const text = "Likidite havuzları ve AKILLI sözleşmeler";
    expect(matchRanges(text, ["likid", "akilli"]).map(([from, to]) => text.slice(from, to))).toEqual(["Likidite", "AKILLI"]);
  });

  it("cuts around the first match at word boundaries", () => {
    const text = `${"Önce gelen uzun bir giriş cümlesi. ".repeat(20)}Burada likidite geçiyor ve sonra metin sürüyor. ${"Son. ".repeat(40)}`;
    const { text: cut, highlights } = excerpt(text, ["likid"], 120);
    expect(cut.startsWith("…")).toBe(true);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(122);
    expect(highlights.map(([from, to]) => cut.slice(from, to))).toEqual(["likidite"]);
  });
});
