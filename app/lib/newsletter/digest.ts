import { composeMail, type ComposedMail, type MailContent } from "~/lib/mail/compose";
import { signedPercent, type MarketReport } from "~/lib/market/report";
import { formatDate } from "~/lib/format";

/**
 * The weekly digest, from what the site published in the week: the daily market reports
 * (movers, breadth, sentiment), new blog posts and new lessons. Pure: the model gathers
 * the rows and the absolute links, this decides the words.
 */
export type DigestReport = Pick<MarketReport, "date" | "breadth" | "topGainers" | "topLosers" | "sentiment">;

export interface DigestInput {
  siteName: string;
  /** The Istanbul days covered, YYYY-MM-DD. */
  period: { from: string; to: string };
  /** The week's reports, any order. */
  reports: readonly DigestReport[];
  posts: readonly { title: string; url: string }[];
  lessons: readonly { title: string; courseTitle: string; url: string }[];
  /** Absolute links: the reports list, one report's page. */
  reportsUrl: string;
  reportUrl: (date: string) => string;
}

export interface Digest {
  subject: string;
  /** True when the week had no report, post or lesson: the digest says so in a few lines. */
  empty: boolean;
  content: Omit<MailContent, "footer">;
}

/** The most posts and lessons one digest lists; the rest are a link away. */
export const DIGEST_LIST_SIZE = 8;

const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** "18 – 24 Kasım 2026" style: both ends spelled out, the year once. */
export function periodLabel({ from, to }: { from: string; to: string }): string {
  return `${formatDate(day(from), "dayMonth", "UTC")} – ${formatDate(day(to), "long", "UTC")}`;
}

function marketParagraphs(input: DigestInput): string[] {
  const reports = [...input.reports].sort((a, b) => a.date.localeCompare(b.date));
  if (!reports.length) return ["Bu hafta günlük piyasa raporu yayımlanmadı."];
  const last = reports[reports.length - 1];
  const lines: string[] = [
    `Bu hafta ${reports.length} günlük piyasa raporu yayımlandı.`,
    `Son raporda (${formatDate(day(last.date), "dayMonth", "UTC")}) ${last.breadth.coins} USDT paritesinin ${last.breadth.gainers} tanesi yükseldi, ${last.breadth.losers} tanesi düştü; hacim ağırlıklı 24 saatlik değişim ${signedPercent(last.breadth.volumeWeightedChange)}.`,
  ];
  const gainers = reports.flatMap((report) => report.topGainers.map((coin) => ({ coin, date: report.date })));
  const losers = reports.flatMap((report) => report.topLosers.map((coin) => ({ coin, date: report.date })));
  const best = gainers.sort((a, b) => b.coin.priceChangePercent - a.coin.priceChangePercent)[0];
  const worst = losers.sort((a, b) => a.coin.priceChangePercent - b.coin.priceChangePercent)[0];
  if (best) {
    lines.push(
      `Haftanın en büyük günlük yükselişi: ${best.coin.name} (${best.coin.symbol}), ${signedPercent(best.coin.priceChangePercent)} (${formatDate(day(best.date), "dayMonth", "UTC")}).`,
    );
  }
  if (worst) {
    lines.push(
      `Haftanın en büyük günlük düşüşü: ${worst.coin.name} (${worst.coin.symbol}), ${signedPercent(worst.coin.priceChangePercent)} (${formatDate(day(worst.date), "dayMonth", "UTC")}).`,
    );
  }
  const moods = reports.filter((report) => report.sentiment);
  const first = moods[0]?.sentiment;
  const latest = moods[moods.length - 1]?.sentiment;
  if (first && latest && moods.length > 1) {
    lines.push(
      `Piyasa duyarlılığı hafta içinde ${first.value} (${first.label}) düzeyinden ${latest.value} (${latest.label}) düzeyine geldi.`,
    );
  } else if (latest) {
    lines.push(`Piyasa duyarlılığı: ${latest.value} (${latest.label}).`);
  }
  return lines;
}

/** The week's digest. An empty week still gets a short, honest one: nothing new, where to look. */
export function buildDigest(input: DigestInput): Digest {
  const label = periodLabel(input.period);
  const empty = !input.reports.length && !input.posts.length && !input.lessons.length;
  const paragraphs: MailContent["paragraphs"] = [`${label} arasında sitede olanların özeti.`];
  if (empty) {
    paragraphs.push("Bu hafta yeni bir piyasa raporu, blog yazısı ya da ders yayımlanmadı. Güncel fiyatlar ve araçlar her zaman sitede.");
  } else {
    paragraphs.push("Piyasa", ...marketParagraphs(input));
    const latestReport = [...input.reports].sort((a, b) => b.date.localeCompare(a.date))[0];
    if (latestReport)
      paragraphs.push({
        text: `Son günlük rapor (${formatDate(day(latestReport.date), "dayMonth", "UTC")})`,
        url: input.reportUrl(latestReport.date),
      });
    if (input.posts.length) {
      paragraphs.push(`Yeni blog yazıları (${input.posts.length})`);
      paragraphs.push(...input.posts.slice(0, DIGEST_LIST_SIZE).map((post) => ({ text: post.title, url: post.url })));
    }
    if (input.lessons.length) {
      paragraphs.push(`Yeni dersler (${input.lessons.length})`);
      paragraphs.push(
        ...input.lessons.slice(0, DIGEST_LIST_SIZE).map((lesson) => ({ text: `${lesson.title} (${lesson.courseTitle})`, url: lesson.url })),
      );
    }
  }
  paragraphs.push("Bu bülten bilgilendirme amaçlıdır, yatırım tavsiyesi değildir.");
  return {
    subject: `Haftalık bülten: ${label}`,
    empty,
    content: {
      siteName: input.siteName,
      heading: `Haftalık Kripto Bülteni (${label})`,
      paragraphs,
      action: { label: "Piyasa raporlarına göz atın", url: input.reportsUrl },
    },
  };
}

/** One subscriber's copy: the digest with their own way out at the bottom. */
export function digestMail(digest: Digest, unsubscribeUrl: string): ComposedMail {
  return composeMail({
    ...digest.content,
    footer: [
      `Bu e-postayı ${digest.content.siteName} bültenine abone olduğunuz ve aboneliğinizi onayladığınız için aldınız.`,
      `Abonelikten çıkmak için: ${unsubscribeUrl}`,
    ],
  });
}
