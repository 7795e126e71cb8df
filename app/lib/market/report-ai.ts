import type { MarketReport, ReportCoin } from "./report";
import { formatFixed } from "~/lib/format";

/** The longest AI summary kept; a longer answer is cut at a sentence end within it. */
export const AI_SUMMARY_MAX = 800;

const coinLine = (coin: ReportCoin) => `${coin.name} (${coin.symbol.replace(/USDT$/, "")}) %${formatFixed(coin.priceChangePercent, 2)}`;

/**
 * What the AI provider is asked for a day's report: a few Turkish sentences drawn only from the
 * report's own figures, with no advice and no figures of its own.
 */
export function reportSummaryMessages(report: MarketReport): { role: "system" | "user"; content: string }[] {
  const { breadth } = report;
  const facts = [
    `Tarih: ${report.date}`,
    `Sitenin özeti: ${report.summary}`,
    `Parite sayısı ${breadth.coins}; yükselen ${breadth.gainers}, düşen ${breadth.losers}, değişmeyen ${breadth.unchanged}.`,
    `Ortalama değişim %${formatFixed(breadth.averageChange, 2)}, hacim ağırlıklı değişim %${formatFixed(breadth.volumeWeightedChange, 2)}.`,
    `En çok yükselenler: ${report.topGainers.map(coinLine).join(", ") || "yok"}.`,
    `En çok düşenler: ${report.topLosers.map(coinLine).join(", ") || "yok"}.`,
    `Hacim liderleri: ${report.volumeLeaders.map((coin) => coin.name).join(", ") || "yok"}.`,
    report.sentiment ? `Piyasa duyarlılığı: ${report.sentiment.value}/100 (${report.sentiment.label}).` : null,
    report.ratingChanges.length
      ? `Derece değişiklikleri: ${report.ratingChanges.map((change) => `${change.name} ${change.from}→${change.to}`).join(", ")}.`
      : null,
  ].filter(Boolean);
  return [
    {
      role: "system",
      content:
        "Bir Türkçe kripto rehberi sitesinin günlük piyasa raporuna kısa bir özet yazıyorsun. Yalnızca verilen rakamları kullan, yeni rakam " +
        "ya da tahmin ekleme, yatırım tavsiyesi verme, alım veya satım önerme. En fazla 4 cümle, düz metin (başlık, madde işareti, " +
        "Markdown yok).",
    },
    { role: "user", content: `Günün verileri:\n${facts.join("\n")}\n\nBu günü sade Türkçeyle özetle.` },
  ];
}

/** The answer as the page shows it: plain text on one paragraph, Markdown marks dropped, at most `AI_SUMMARY_MAX` characters. */
export function cleanAiSummary(answer: string): string {
  const text = answer
    .replace(/[*_#`>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= AI_SUMMARY_MAX) return text;
  const cut = text.slice(0, AI_SUMMARY_MAX);
  const end = cut.lastIndexOf(". ");
  return end > AI_SUMMARY_MAX / 2 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}
