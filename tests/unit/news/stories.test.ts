import { describe, expect, it } from "vitest";
import { coinTags, groupStories, placeByFeedPosition, stripOutlet, titleWords } from "~/lib/news/stories";

// Headlines as Turkish outlets write them about the same few days' events (sources 1-4 are outlets).
const HEADLINES: { sourceId: number; title: string; sortAt: string }[] = [
  { sourceId: 1, title: "Bitcoin 100.000 doları aştı: Piyasada coşku - Kripto Gündem", sortAt: "2026-11-20T12:00:00Z" },
  { sourceId: 2, title: "Bitcoin'in fiyatı 100 bin doları aştı", sortAt: "2026-11-20T11:30:00Z" },
  { sourceId: 3, title: "BTC 100.000 doları aştı, yatırımcılar ne yapmalı? | CoinHaber", sortAt: "2026-11-20T10:00:00Z" },
  { sourceId: 1, title: "SPK kripto varlık hizmet sağlayıcıları için yeni yönetmeliği yayımladı", sortAt: "2026-11-20T09:00:00Z" },
  { sourceId: 4, title: "SPK, kripto varlık hizmet sağlayıcılarına yönelik yönetmeliği yayımladı", sortAt: "2026-11-20T08:00:00Z" },
  { sourceId: 2, title: "Ethereum'da Fusaka güncellemesi ertelendi", sortAt: "2026-11-19T20:00:00Z" },
  { sourceId: 3, title: "Ethereum ağında beklenen Fusaka güncellemesi ertelendi", sortAt: "2026-11-19T18:00:00Z" },
  { sourceId: 4, title: "Bitcoin düştü: 95 bin doların altı görüldü", sortAt: "2026-11-19T07:00:00Z" },
  { sourceId: 1, title: "Solana ETF başvurusuna SEC'ten onay çıktı", sortAt: "2026-11-18T15:00:00Z" },
  // The same words as the first story, but more than 36 hours later: another story.
  { sourceId: 4, title: "Bitcoin 100.000 doları yeniden aştı", sortAt: "2026-11-22T06:00:00Z" },
];

describe("news by story", () => {
  it("normalises a title: outlet suffix, Turkish case, punctuation, apostrophe suffixes, stop words", () => {
    expect(stripOutlet("Bitcoin 100.000 doları aştı - Kripto Gündem")).toBe("Bitcoin 100.000 doları aştı");
    // A dash inside the headline with a long tail is not an outlet.
    expect(stripOutlet("Bitcoin - ETF akışları beş haftadır süren düşüşü sonlandırdı")).toBe(
      "Bitcoin - ETF akışları beş haftadır süren düşüşü sonlandırdı",
    );
    expect([...titleWords("İstanbul'da BİTCOİN ve Ethereum'un yükselişi! - Haber")]).toEqual(["istan", "bitco", "ether", "yükse"]);
  });

  it("groups the same story from different outlets and keeps the others apart", () => {
    const sorted = [...HEADLINES].sort((a, b) => b.sortAt.localeCompare(a.sortAt));
    const stories = groupStories(sorted);
    const shape = stories.map((story) => [story.lead.title, story.others.map((item) => item.sourceId)]);
    expect(shape).toEqual([
      ["Bitcoin 100.000 doları yeniden aştı", []],
      ["Bitcoin 100.000 doları aştı: Piyasada coşku - Kripto Gündem", [2, 3]],
      ["SPK kripto varlık hizmet sağlayıcıları için yeni yönetmeliği yayımladı", [4]],
      ["Ethereum'da Fusaka güncellemesi ertelendi", [3]],
      ["Bitcoin düştü: 95 bin doların altı görüldü", []],
      ["Solana ETF başvurusuna SEC'ten onay çıktı", []],
    ]);
  });

  it("never merges two items of one outlet", () => {
    // Near-identical headlines with the same figures: from two outlets one story, from one outlet two.
    const first = { title: "Bitcoin 100.000 doları aştı, piyasada coşku", sortAt: "2026-11-20T12:00:00Z" };
    const update = { title: "Bitcoin 100.000 doları aştı: piyasada büyük coşku", sortAt: "2026-11-20T12:30:00Z" };
    const twoOutlets = groupStories([
      { ...update, sourceId: 2 },
      { ...first, sourceId: 1 },
    ]);
    expect(twoOutlets.map((story) => story.others.length)).toEqual([1]);
    const oneOutlet = groupStories([
      { ...update, sourceId: 1 },
      { ...first, sourceId: 1 },
    ]);
    expect(oneOutlet.map((story) => [story.lead.title, story.others.length])).toEqual([
      [update.title, 0],
      [first.title, 0],
    ]);
  });

  it("tags coins by ticker in capitals or by name in any inflection", () => {
    expect(coinTags("Bitcoin'in fiyatı yükselirken ETH ve Solana da prim yaptı").map((tag) => tag.symbol)).toEqual(["BTC", "ETH", "SOL"]);
    expect(coinTags("BTC 100.000 doları aştı")[0]).toEqual({ symbol: "BTC", href: "/trend-analysis?symbol=BTCUSDT" });
    // "ton" as a word and "eth" in lower case are not tickers.
    expect(coinTags("Bir ton altın ve yöntem")).toEqual([]);
  });

  it("places undated items by their feed position, never above a newer dated item", () => {
    const at = placeByFeedPosition(
      [
        { publishedAt: null },
        { publishedAt: "2026-11-20T10:00:00.000Z" },
        { publishedAt: null },
        { publishedAt: null },
        { publishedAt: "2026-11-19T10:00:00.000Z" },
      ],
      "2026-11-25T12:00:00.000Z",
    );
    expect(at).toEqual([
      "2026-11-20T10:00:00.001Z",
      "2026-11-20T10:00:00.000Z",
      "2026-11-20T09:59:59.999Z",
      "2026-11-20T09:59:59.998Z",
      "2026-11-19T10:00:00.000Z",
    ]);
    // A feed with no dates keeps its order below the time of the read.
    expect(placeByFeedPosition([{ publishedAt: null }, { publishedAt: null }], "2026-11-25T12:00:00.000Z")).toEqual([
      "2026-11-25T12:00:00.000Z",
      "2026-11-25T11:59:59.999Z",
    ]);
  });
});

describe("figures in headlines", () => {
  it("reads thousands and millions as numbers, keeps short numbers, and strips any outlet separator", () => {
    expect(titleWords("Bitcoin 100 bin doları aştı")).toEqual(titleWords("Bitcoin 100.000 doları aştı"));
    expect(titleWords("Balina 2 milyon dolar taşıdı").has("2000000")).toBe(true);
    expect(titleWords("ETF'e 5 günde giriş").has("5")).toBe(true);
    expect(stripOutlet("Bitcoin rekor kırdı — Kripto Gündem")).toBe("Bitcoin rekor kırdı");
    expect(stripOutlet("Bitcoin rekor kırdı | Haber")).toBe("Bitcoin rekor kırdı");
    // A tail of five words is part of the headline, not an outlet.
    expect(stripOutlet("Bitcoin rekor kırdı - bu hafta piyasada neler oldu")).toBe("Bitcoin rekor kırdı - bu hafta piyasada neler oldu");
  });

  it("keeps apart two outlets' headlines whose figures differ, and merges them when one gives none", () => {
    const at = "2026-11-20T12:00:00Z";
    const apart = groupStories([
      { sourceId: 1, title: "Bitcoin 95 bin doların altına düştü, piyasada panik", sortAt: at },
      { sourceId: 2, title: "Bitcoin 90 bin doların altına düştü, piyasada panik", sortAt: at },
    ]);
    expect(apart.map((story) => story.others.length)).toEqual([0, 0]);
    const merged = groupStories([
      { sourceId: 1, title: "Bitcoin 95 bin doların altına düştü, piyasada panik", sortAt: at },
      { sourceId: 2, title: "Bitcoin doların altına düştü, piyasada panik", sortAt: at },
    ]);
    expect(merged.map((story) => story.others.length)).toEqual([1]);
  });
});

describe("which story an item joins", () => {
  const hours = (h: number) => new Date(Date.parse("2026-11-22T12:00:00Z") - h * 3_600_000).toISOString();
  const shape = (items: { sourceId: number; title: string; sortAt: string }[]) =>
    groupStories(items).map((story) => [story.lead.sourceId, story.others.map((item) => item.sourceId)]);

  it("needs two shared words besides figures, and a similarity of at least 0.4", () => {
    // Only the coin and the figure in common: two events.
    expect(
      shape([
        { sourceId: 1, title: "Bitcoin 100 bin", sortAt: hours(0) },
        { sourceId: 2, title: "BTC 100.000", sortAt: hours(1) },
      ]),
    ).toEqual([
      [1, []],
      [2, []],
    ]);
    // Two words in common among many others: two events.
    expect(
      shape([
        { sourceId: 1, title: "Bitcoin ETF girişleri rekor kırdı", sortAt: hours(0) },
        { sourceId: 2, title: "Bitcoin ETF başvurusu reddedildi, SEC kararını açıkladı", sortAt: hours(1) },
      ]),
    ).toEqual([
      [1, []],
      [2, []],
    ]);
    // Exactly two words in common out of five: 0.4, the same story.
    expect(
      shape([
        { sourceId: 1, title: "Ripple SEC davasını kazandı", sortAt: hours(0) },
        { sourceId: 2, title: "Ripple SEC zaferi", sortAt: hours(1) },
      ]),
    ).toEqual([[1, [2]]]);
  });

  it("keeps a story open while any member is within 36 hours, and compares only with those members", () => {
    const lead = { sourceId: 1, title: "Bitcoin madencileri Teksas'ta elektrik kesintisi yaşadı", sortAt: hours(0) };
    const second = { sourceId: 2, title: "Bitcoin madencileri Teksas'ta elektrik fırtınası", sortAt: hours(30) };
    // 40 hours after the lead, 10 after the second item and like it: it joins through the second.
    const likeSecond = { sourceId: 3, title: "Teksas'ta fırtına: Bitcoin madencileri elektriksiz", sortAt: hours(40) };
    expect(shape([lead, second, likeSecond])).toEqual([[1, [2, 3]]]);
    // 40 hours after the lead and like the lead only: another story.
    const likeLead = { sourceId: 3, title: "Bitcoin madencileri kesinti yaşadı", sortAt: hours(40) };
    expect(shape([lead, second, likeLead])).toEqual([
      [1, [2]],
      [3, []],
    ]);
  });

  it("counts 36 hours apart as within the window", () => {
    const title = "Ethereum Fusaka güncellemesi ertelendi";
    expect(
      shape([
        { sourceId: 1, title, sortAt: hours(0) },
        { sourceId: 2, title, sortAt: hours(36) },
      ]),
    ).toEqual([[1, [2]]]);
    expect(
      shape([
        { sourceId: 1, title, sortAt: hours(0) },
        { sourceId: 2, title, sortAt: hours(36.001) },
      ]),
    ).toEqual([
      [1, []],
      [2, []],
    ]);
  });

  it("joins the most similar of two stories, the newer one on a tie", () => {
    // Two stories sharing only "piyasada fiyatı": apart.
    const solana = { sourceId: 1, title: "Solana kesintisi piyasada fiyatı düşürdü, panik", sortAt: hours(0) };
    const ethereum = { sourceId: 2, title: "Ethereum güncellemesi piyasada fiyatı yükseltti, coşku", sortAt: hours(1) };
    const third = (title: string) => ({ sourceId: 3, title, sortAt: hours(2) });
    // Like both, more like the Solana story, which came first.
    expect(shape([solana, ethereum, third("Solana kesintisi düşürdü, Ethereum güncellemesi: piyasada fiyatı")])).toEqual([
      [1, [3]],
      [2, []],
    ]);
    // More like the Ethereum story, which came second.
    expect(shape([solana, ethereum, third("Ethereum güncellemesi yükseltti, Solana kesintisi: piyasada fiyatı")])).toEqual([
      [1, []],
      [2, [3]],
    ]);
    // As like one as the other: the newer story, listed first.
    expect(shape([solana, ethereum, third("Solana kesintisi, Ethereum güncellemesi: piyasada fiyatı")])).toEqual([
      [1, [3]],
      [2, []],
    ]);
  });

  it("merges a headline with figures into an earlier one without, and two headlines sharing one figure", () => {
    const at = "2026-11-20T12:00:00Z";
    expect(
      shape([
        { sourceId: 2, title: "Bitcoin doların altına düştü, piyasada panik", sortAt: at },
        { sourceId: 1, title: "Bitcoin 95 bin doların altına düştü, piyasada panik", sortAt: at },
      ]),
    ).toEqual([[2, [1]]]);
    expect(
      shape([
        { sourceId: 1, title: "Bitcoin 100 bin doları aştı", sortAt: at },
        { sourceId: 2, title: "Bitcoin 24 saatte 100 bin doları aştı", sortAt: at },
      ]),
    ).toEqual([[1, [2]]]);
  });

  it("drops apostrophe suffixes of any length and reads doubled spaces as one", () => {
    expect(titleWords("Spot ETF'lere rekor giriş")).toEqual(titleWords("Spot ETF rekor giriş"));
    expect(titleWords("Bitcoin 100  bin doları aştı")).toEqual(titleWords("Bitcoin 100.000 doları aştı"));
    expect(titleWords("Balina 2  milyon dolar taşıdı").has("2000000")).toBe(true);
    // Two-letter words carry meaning ("AB" is the European Union).
    expect(titleWords("AB kripto yasasını onayladı").has("ab")).toBe(true);
  });

  it("strips the outlet after spaces around the title, doubled spaces and a four-word name", () => {
    expect(stripOutlet("  Bitcoin rekor kırdı - Kripto Gündem  ")).toBe("Bitcoin rekor kırdı");
    expect(stripOutlet("  Bitcoin rekor kırdı  ")).toBe("Bitcoin rekor kırdı");
    expect(stripOutlet("Bitcoin rekor kırdı  -  Kripto Gündem")).toBe("Bitcoin rekor kırdı");
    expect(stripOutlet("Bitcoin rekor kırdı - Kripto  Para  Haber")).toBe("Bitcoin rekor kırdı");
    expect(stripOutlet("Bitcoin rekor kırdı - Türkiye Kripto Para Haberleri")).toBe("Bitcoin rekor kırdı");
  });
});

describe("coin tags and feed positions, more cases", () => {
  it("tags a coin named with a suffix written without an apostrophe", () => {
    expect(coinTags("Bitcoinde yeni rekor, Solanalı projeler yükselişte").map((tag) => tag.symbol)).toEqual(["BTC", "SOL"]);
  });

  it("places undated items below a dated first item and keeps the order of undated items above a dated one", () => {
    expect(placeByFeedPosition([{ publishedAt: "2026-11-20T10:00:00.000Z" }, { publishedAt: null }], "2026-11-25T12:00:00.000Z")).toEqual([
      "2026-11-20T10:00:00.000Z",
      "2026-11-20T09:59:59.999Z",
    ]);
    expect(
      placeByFeedPosition(
        [{ publishedAt: null }, { publishedAt: null }, { publishedAt: "2026-11-20T10:00:00.000Z" }],
        "2026-11-25T12:00:00.000Z",
      ),
    ).toEqual(["2026-11-20T10:00:00.002Z", "2026-11-20T10:00:00.001Z", "2026-11-20T10:00:00.000Z"]);
  });
});
