import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, foldTurkish, matchExpression, parseSearchQuery, queryTerms, stem, tsqueryExpression } from "~/lib/search/query";
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

  it("keeps a stem of exactly four letters, and drops three endings at most", () => {
    expect(stem("bloku")).toBe("blok");
    expect(stem("sistemimininin")).toBe("sistemim");
  });

  it("drops the longest ending that fits, not a shorter one inside it", () => {
    expect(stem("madencilikte")).toBe("madencilik");
  });

  it("leaves a word with digits as typed, endings and all", () => {
    expect(stem("erc20ler")).toBe("erc20ler");
    expect(stem("bep20de")).toBe("bep20de");
  });

  it("keeps digits, drops a suffix after a number's apostrophe, and counts a repeated word once", () => {
    expect(queryTerms("2024'te web3 BTC btc Btc")).toEqual([
      { word: "2024", stem: "2024" },
      { word: "web3", stem: "web3" },
      { word: "btc", stem: "btc" },
    ]);
  });

  it("searches the first twelve different words and no more", () => {
    const words = ["alfa", "beta", "gama", "delta", "epsilon", "zeta", "teta", "kappa", "lambda", "omikron", "sigma", "omega", "yedek"];
    expect(queryTerms(words.slice(0, 12).join(" ")).map((term) => term.word)).toEqual(words.slice(0, 12));
    expect(queryTerms(words.join(" ")).map((term) => term.word)).toEqual(words.slice(0, 12));
    expect(queryTerms(`alfa alfa ${words.slice(1).join(" ")}`).map((term) => term.word)).toEqual(words.slice(0, 12));
  });

  it("doubles a quote inside a term given by a caller, so it stays text", () => {
    expect(matchExpression([{ word: 'a"b', stem: 'a"b' }])).toBe('"a""b"*');
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
    expect(parseSearchQuery("DeFi nedir")).toEqual({ terms: [{ word: "defi", stem: "defi" }] });
    expect(parseSearchQuery("nedir")).toEqual({ terms: [{ word: "nedir", stem: "nedir" }] });
    expect(parseSearchQuery("nedir ne nedir")).toEqual({
      terms: [
        { word: "nedir", stem: "nedir" },
        { word: "ne", stem: "ne" },
      ],
    });
  });

  it("searches a query of exactly the longest length and refuses one character more", () => {
    const longest = "b".repeat(MAX_QUERY_LENGTH);
    expect(parseSearchQuery(`  ${longest}  `)).toEqual({ terms: [{ word: longest, stem: longest }] });
    expect(parseSearchQuery("a".repeat(MAX_QUERY_LENGTH + 1))).toEqual({ problem: "too-long" });
  });
});

describe("snippets", () => {
  it("makes plain text of stored HTML", () => {
    expect(plainText("<p>Bir <strong>blok</strong> &amp; zincir&nbsp;&#39;x&#39;</p><script>alert(1)</script>")).toBe(
      "Bir blok & zincir 'x'",
    );
  });

  it("leaves a space where a tag or a script stood, so words on either side stay apart", () => {
    expect(plainText("<p>bir</p><p>iki</p>üç<script>x()</script>dört")).toBe("bir iki üç dört");
  });

  it("removes each script and style block alone, keeping the text between them", () => {
    expect(plainText("<script>a()</script>kalan<script>b()</script> <style>p { color: red }</style>son")).toBe("kalan son");
  });

  it("reads named, decimal and hex entities in any case, keeps an unknown one, blanks an impossible one", () => {
    expect(plainText("&AMP; &Lt;b&GT; &quot;&apos; &foo; &#x41;&#X42;&#67;")).toBe("& <b> \"' &foo; ABC");
    expect(plainText("[&#0;] [&#1;] [&#x10FFFF;] [&#x110000;]")).toBe("[ ] [\u0001] [\u{10FFFF}] [ ]");
    expect(plainText("  bir\n\t iki  ")).toBe("bir iki");
  });

  it("finds no word for no term and for an empty text", () => {
    expect(matchRanges("Likidite havuzu", [])).toEqual([]);
    expect(matchRanges("", ["likid"])).toEqual([]);
    expect(matchRanges("…  likidite!", ["likid"])).toEqual([[3, 11]]);
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

  describe("where the excerpt starts and ends", () => {
    const text =
      "Kripto para dünyasında likidite önemli bir kavramdır ve piyasaların sağlığını gösterir. " +
      "Düşük likidite fiyat kaymasına yol açar. Yüksek hacimli borsalar daha iyi fiyat sunar genellikle.";

    it("gives a text that fits whole, with every match marked", () => {
      expect(text).toHaveLength(185);
      expect(excerpt(text, ["kavram"], 185)).toEqual({ text, highlights: [[43, 52]] });
      expect(excerpt("Kısa metin", ["metin"], 10)).toEqual({ text: "Kısa metin", highlights: [[5, 10]] });
    });

    it("cuts a text one character too long at the last whole word", () => {
      expect(excerpt(text, ["kavram"], 184)).toEqual({
        text: "Kripto para dünyasında likidite önemli bir kavramdır ve piyasaların sağlığını gösterir. Düşük likidite fiyat kaymasına yol açar. Yüksek hacimli borsalar daha iyi fiyat sunar…",
        highlights: [[43, 52]],
      });
    });

    it("starts at the beginning when nothing matched or the match is near the start", () => {
      const start = "Kripto para dünyasında likidite önemli bir kavramdır ve…";
      expect(excerpt(text, ["yok"], 60)).toEqual({ text: start, highlights: [] });
      expect(excerpt(text, ["kripto"], 60)).toEqual({ text: start, highlights: [[0, 6]] });
      // The first sentence has no ". " before it: its first letter stays.
      expect(excerpt(text, ["likid"], 100)).toEqual({
        text: "Kripto para dünyasında likidite önemli bir kavramdır ve piyasaların sağlığını gösterir. Düşük…",
        highlights: [[23, 31]],
      });
    });

    it("starts a little before a match far into its sentence, at a whole word", () => {
      expect(excerpt(text, ["likid"], 60)).toEqual({
        text: "…likidite önemli bir kavramdır ve piyasaların sağlığını…",
        highlights: [[1, 9]],
      });
      expect(excerpt(text, ["onem"], 60)).toEqual({
        text: "…likidite önemli bir kavramdır ve piyasaların sağlığını…",
        highlights: [[10, 16]],
      });
      // Here the start falls on a word's first letter: that word stays.
      expect(excerpt(text, ["kayma"], 40)).toEqual({ text: "…fiyat kaymasına yol açar. Yüksek hacimli…", highlights: [[7, 16]] });
      expect(excerpt(text, ["sagl"], 50)).toEqual({ text: "…sağlığını gösterir. Düşük likidite fiyat kaymasına…", highlights: [[1, 10]] });
    });

    it("starts at the sentence of a match close to its start", () => {
      expect(excerpt(text, ["dusuk"], 60)).toEqual({
        text: "…Düşük likidite fiyat kaymasına yol açar. Yüksek hacimli…",
        highlights: [[1, 6]],
      });
    });

    it("starts at a sentence after a one-letter word and its full stop, not before it", () => {
      const numbered =
        "Önce gelen uzun bir giriş cümlesi burada yer alıyor ve biraz sürüyor 5. Düşük likidite fiyat kaymasına yol açar ve zarar ettirir. Hacim bu yüzden izlenir.";
      expect(excerpt(numbered, ["dusuk"], 60)).toEqual({
        text: "…Düşük likidite fiyat kaymasına yol açar ve zarar ettirir.…",
        highlights: [[1, 6]],
      });
    });

    it("goes back to the sentence's start for a match under a third of the length into it, not for one at a third", () => {
      const sentence = (lead: string) =>
        `Birinci cümle burada biter ve uzar gider. ${lead} likidite sonra gelen kelimeler burada bir süre daha devam ediyor ve bitmiyor.`;
      expect(excerpt(sentence("abcdefghijklmnopqr"), ["likid"], 60).text).toBe(
        "…abcdefghijklmnopqr likidite sonra gelen kelimeler burada bir…",
      );
      expect(excerpt(sentence("abcdefghijklmnopqrs"), ["likid"], 60).text).toBe(
        "…likidite sonra gelen kelimeler burada bir süre daha devam…",
      );
    });

    it("cuts inside a long unbroken stretch rather than lose the match", () => {
      const address = `${"giriş ".repeat(30)}https://örnek.com/bir/uzun/yol/likidite-havuzu-rehberi`;
      expect(excerpt(address, ["likid"], 40)).toEqual({ text: "…com/bir/uzun/yol/likidite-havuzu-rehberi", highlights: [[18, 26]] });
      const joined = `${"giriş ".repeat(30)}${"a".repeat(42)}-likidite-${"b".repeat(57)} son söz burada biter.`;
      expect(excerpt(joined, ["likid"], 40)).toEqual({ text: "…aaaaa-likidite-bbbbbbbbbbbbbbbbbbbbbbbbb…", highlights: [[7, 15]] });
      expect(excerpt(` ${"x".repeat(100)}`, [], 50).text).toBe(` ${"x".repeat(49)}…`);
    });

    it("marks a match that ends the text", () => {
      const tail = `Başta bir cümle var. ${"Ara söz ".repeat(10)}ve en sonda likidite`;
      expect(excerpt(tail, ["likid"], 40)).toEqual({ text: "…söz Ara söz Ara söz ve en sonda likidite", highlights: [[33, 41]] });
    });

    it("ends at the text's end without an ellipsis when the match is near it", () => {
      const end = "…Yüksek hacimli borsalar daha iyi fiyat sunar genellikle.";
      expect(excerpt(text, ["yuksek"], 60)).toEqual({ text: end, highlights: [[1, 7]] });
      expect(excerpt(text, ["borsa"], 60)).toEqual({ text: end, highlights: [[16, 24]] });
      expect(excerpt(text, ["genel"], 30)).toEqual({ text: "…iyi fiyat sunar genellikle.", highlights: [[17, 27]] });
    });
  });
});
