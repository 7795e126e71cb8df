import type { Coin } from "~/lib/market/analysis";

/**
 * The analysis card's AI commentary is written at most once per coin per market
 * window. An hour: the card's figures are 24-hour figures, so a new text every
 * market refresh (30 s) would cost a request per coin and say the same thing.
 */
export const COMMENTARY_WINDOW_MS = 60 * 60 * 1000;

/** The start of the window `time` falls in, as an ISO string (the stored key). */
export function commentaryWindow(time: Date | number, windowMs = COMMENTARY_WINDOW_MS): string {
  const ms = typeof time === "number" ? time : time.getTime();
  return new Date(Math.floor(ms / windowMs) * windowMs).toISOString();
}

/** Longest commentary kept: the card shows a short paragraph, not an essay. */
export const COMMENTARY_MAX_LENGTH = 1200;

const SYSTEM = [
  "Sen bir kripto para piyasa yorumcususun.",
  "Yalnızca verilen sayılara ve kural tabanlı analize dayanarak Türkçe, 2-3 cümlelik kısa bir teknik yorum yaz.",
  "Verilmeyen bir bilgiyi (haber, fiyat tahmini, hedef fiyat) ekleme; yatırım tavsiyesi verme; Markdown, başlık veya madde işareti kullanma.",
].join(" ");

// The model reads plain machine numbers ("64250.5"), not the visitor's Turkish format.
const machineFormats = new Map<number, Intl.NumberFormat>();

function number(value: number, digits = 2) {
  let format = machineFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { maximumFractionDigits: digits, useGrouping: false });
    machineFormats.set(digits, format);
  }
  return format.format(value);
}

/** The request for one coin's commentary: the rule-based figures as the model's only material. */
export function commentaryMessages(coin: Coin, marketTime: string): { role: "system" | "user"; content: string }[] {
  const analysis = coin.analysis;
  const lines = [
    `Coin: ${coin.name} (${coin.symbol.replace(/USDT$/, "")}/USDT)`,
    `Veri zamanı: ${marketTime}`,
    `Son fiyat: ${number(coin.lastPrice, 8)} USD`,
    `24 saatlik değişim: %${number(coin.priceChangePercent)}`,
    `24 saatlik en yüksek / en düşük: ${number(coin.highPrice, 8)} / ${number(coin.lowPrice, 8)} USD`,
    `24 saatlik işlem hacmi: ${number(coin.quoteVolume, 0)} USD`,
    ...(analysis
      ? [
          `Kural tabanlı puan: ${analysis.score}/100`,
          `Trend: ${analysis.trend === "bullish" ? "yükseliş" : analysis.trend === "bearish" ? "düşüş" : "nötr"}`,
          `Kuralların önerisi: ${analysis.recommendation} (${analysis.timeframe})`,
          `Gerekçeler: ${analysis.reasons.join("; ")}`,
        ]
      : []),
  ];
  return [
    { role: "system", content: SYSTEM },
    { role: "user", content: `${lines.join("\n")}\n\nBu verilere göre kısa teknik yorumunu yaz.` },
  ];
}

/** The model's text as the card shows it: plain, trimmed, bounded; empty when there is nothing usable. */
export function cleanCommentary(text: string): string {
  const plain = text
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/^#+\s*/gm, "")
    .replace(/\*\*|__|`/g, "")
    .replace(/^\s*[-*•]\s+/gm, "")
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (plain.length <= COMMENTARY_MAX_LENGTH) return plain;
  const cut = plain.slice(0, COMMENTARY_MAX_LENGTH);
  const sentenceEnd = cut.lastIndexOf(". ");
  return `${sentenceEnd > COMMENTARY_MAX_LENGTH / 2 ? cut.slice(0, sentenceEnd + 1) : cut.trimEnd()}…`;
}

/** What the analysis card shows under the rule-based score. */
export type CoinCommentary =
  | { status: "ready"; text: string; model: string; createdAt: string }
  /** Being written; the page asks again (or the visitor reloads). */
  | { status: "pending" }
  /** No provider, sample data, or this window's try failed: the card shows no AI text. */
  | { status: "off" };
