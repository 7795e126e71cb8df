import { describe, expect, it } from "vitest";
import { buildDigest, digestMail, periodLabel, type DigestInput, type DigestReport } from "~/lib/newsletter/digest";
import { digestPeriod, isDigestDue, isoWeekKey, parseNewsletterDay, slotOfWeek } from "~/lib/newsletter/schedule";

const coin = (symbol: string, name: string, priceChangePercent: number) => ({
  symbol,
  name,
  lastPrice: 1,
  priceChangePercent,
  quoteVolume: 1_000_000,
});

const breadth = (coins: number, gainers: number, losers: number, volumeWeightedChange: number) => ({
  coins,
  gainers,
  losers,
  unchanged: coins - gainers - losers,
  averageChange: 0,
  medianChange: 0,
  volumeWeightedChange,
  totalQuoteVolume: 1,
});

const reports: DigestReport[] = [
  {
    date: "2026-11-18",
    breadth: breadth(100, 40, 55, -1.5),
    topGainers: [coin("SOLUSDT", "Solana", 6.2)],
    topLosers: [coin("DOGEUSDT", "Dogecoin", -9.75)],
    sentiment: { value: 38, label: "Korku" },
  },
  {
    date: "2026-11-24",
    breadth: breadth(120, 80, 35, 1.2),
    topGainers: [coin("ETHUSDT", "Ethereum", 12.5), coin("SOLUSDT", "Solana", 3)],
    topLosers: [coin("XRPUSDT", "XRP", -4)],
    sentiment: { value: 61, label: "Açgözlülük" },
  },
];

const input = (overrides: Partial<DigestInput> = {}): DigestInput => ({
  siteName: "Kripto Rehber",
  period: { from: "2026-11-18", to: "2026-11-24" },
  reports,
  posts: [{ title: "Bitcoin halving nedir?", url: "https://site.test/blog/halving" }],
  lessons: [{ title: "Cüzdan güvenliği", courseTitle: "Başlangıç", url: "https://site.test/crypto-education/baslangic/cuzdan" }],
  reportsUrl: "https://site.test/crypto-reports",
  reportUrl: (date) => `https://site.test/crypto-reports/${date}`,
  ...overrides,
});

describe("the weekly digest builder", () => {
  it("sums up the week's reports: count, the last day's breadth, the biggest movers and the sentiment's path", () => {
    const digest = buildDigest(input({ reports: [...reports].reverse() }));
    expect(digest.empty).toBe(false);
    expect(digest.subject).toBe("Haftalık bülten: 18 Kasım – 24 Kasım 2026");
    const text = digest.content.paragraphs.map((p) => (typeof p === "string" ? p : `${p.text} <${p.url}>`));
    expect(text).toContain("Bu hafta 2 günlük piyasa raporu yayımlandı.");
    expect(text).toContain(
      "Son raporda (24 Kasım) 120 USDT paritesinin 80 tanesi yükseldi, 35 tanesi düştü; hacim ağırlıklı 24 saatlik değişim +%1,20.",
    );
    expect(text).toContain("Haftanın en büyük günlük yükselişi: Ethereum (ETHUSDT), +%12,50 (24 Kasım).");
    expect(text).toContain("Haftanın en büyük günlük düşüşü: Dogecoin (DOGEUSDT), -%9,75 (18 Kasım).");
    expect(text).toContain("Piyasa duyarlılığı hafta içinde 38 (Korku) düzeyinden 61 (Açgözlülük) düzeyine geldi.");
    expect(text).toContain("Son günlük rapor (24 Kasım) <https://site.test/crypto-reports/2026-11-24>");
    expect(text).toContain("Bitcoin halving nedir? <https://site.test/blog/halving>");
    expect(text).toContain("Cüzdan güvenliği (Başlangıç) <https://site.test/crypto-education/baslangic/cuzdan>");
  });

  it("writes text and HTML through composeMail, links as anchors, the reader's way out in the footer, text escaped", () => {
    const digest = buildDigest(input({ posts: [{ title: "<script>alert(1)</script> & co", url: "https://site.test/blog/x?a=1&b=2" }] }));
    const mail = digestMail(digest, "https://site.test/newsletter/unsubscribe?token=abc");
    expect(mail.text).toContain("Abonelikten çıkmak için: https://site.test/newsletter/unsubscribe?token=abc");
    expect(mail.text).toContain("Piyasa raporlarına göz atın: https://site.test/crypto-reports");
    expect(mail.html).toContain(
      '<a href="https://site.test/blog/x?a=1&amp;b=2" style="color:#1d4ed8">&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</a>',
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("https://site.test/newsletter/unsubscribe?token=abc");
  });

  it("an empty week still gets a short, honest digest", () => {
    const digest = buildDigest(input({ reports: [], posts: [], lessons: [] }));
    expect(digest.empty).toBe(true);
    expect(digest.content.paragraphs).toEqual([
      "18 Kasım – 24 Kasım 2026 arasında sitede olanların özeti.",
      "Bu hafta yeni bir piyasa raporu, blog yazısı ya da ders yayımlanmadı. Güncel fiyatlar ve araçlar her zaman sitede.",
      "Bu bülten bilgilendirme amaçlıdır, yatırım tavsiyesi değildir.",
    ]);
  });

  it("posts without reports: says there was no report and lists the posts", () => {
    const digest = buildDigest(input({ reports: [], lessons: [] }));
    const text = digest.content.paragraphs.filter((p): p is string => typeof p === "string");
    expect(text).toContain("Bu hafta günlük piyasa raporu yayımlanmadı.");
    expect(text).toContain("Yeni blog yazıları (1)");
    expect(text).not.toContain("Yeni dersler (1)");
  });

  it("labels a period across months and years", () => {
    expect(periodLabel({ from: "2026-12-28", to: "2027-01-03" })).toBe("28 Aralık – 3 Ocak 2027");
  });
});

describe("the digest schedule", () => {
  it("reads NEWSLETTER_DAY as '<day> HH:MM' or 'off' and refuses anything else", () => {
    expect(parseNewsletterDay("monday 09:00")).toEqual({ weekday: 1, hour: 9, minute: 0 });
    expect(parseNewsletterDay(" Friday 17:30 ")).toEqual({ weekday: 5, hour: 17, minute: 30 });
    expect(parseNewsletterDay("off")).toBe("off");
    for (const bad of ["pazartesi 09:00", "monday 24:00", "monday 9", "monday", ""]) expect(parseNewsletterDay(bad), bad).toBeNull();
  });

  it("counts ISO weeks in Istanbul time (a Sunday night in UTC is already Monday there)", () => {
    expect(isoWeekKey(new Date("2026-11-25T12:00:00Z"))).toBe("2026-W48");
    expect(isoWeekKey(new Date("2026-11-29T20:59:00Z"))).toBe("2026-W48");
    expect(isoWeekKey(new Date("2026-11-29T21:00:00Z"))).toBe("2026-W49");
    // 1 January 2027 is a Friday: it belongs to 2026's last week.
    expect(isoWeekKey(new Date("2027-01-01T12:00:00Z"))).toBe("2026-W53");
  });

  it("is due from the week's slot (Monday 09:00 Istanbul = 06:00 UTC) to the week's end", () => {
    const monday9 = { weekday: 1, hour: 9, minute: 0 };
    expect(slotOfWeek(new Date("2026-11-25T12:00:00Z"), monday9).toISOString()).toBe("2026-11-23T06:00:00.000Z");
    expect(isDigestDue(new Date("2026-11-23T05:59:00Z"), monday9)).toBe(false);
    expect(isDigestDue(new Date("2026-11-23T06:00:00Z"), monday9)).toBe(true);
    expect(isDigestDue(new Date("2026-11-29T20:00:00Z"), monday9)).toBe(true);
    expect(isDigestDue(new Date("2026-11-25T12:00:00Z"), { weekday: 5, hour: 17, minute: 30 })).toBe(false);
  });

  it("covers the seven whole Istanbul days before the sending day", () => {
    const period = digestPeriod(new Date("2026-11-23T06:00:00Z"));
    expect(period.from).toBe("2026-11-16");
    expect(period.to).toBe("2026-11-22");
    expect(period.since.toISOString()).toBe("2026-11-15T21:00:00.000Z");
    expect(period.until.toISOString()).toBe("2026-11-22T21:00:00.000Z");
  });
});
