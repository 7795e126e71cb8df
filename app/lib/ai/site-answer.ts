import { formatChange, formatTry, formatUsd } from "../market/format";
import {
  analysisUrl,
  conversionLine,
  CONVERTER_URL,
  excerpt,
  extraPassages,
  fearGreedLine,
  quotable,
  SENTIMENT_URL,
  signalLine,
  signalUrl,
  sourceLabel,
  TREND_WORDS,
  type CoinFacts,
  type GroundingContext,
} from "./grounding";

/**
 * The answer with no provider connected, written from the gathered facts (decision 017): a refusal
 * first when personal advice is asked, the conversion, the named coins' cards with what each coin
 * is for, the passages that clear the relevance floor, and, when nothing on the site answers,
 * "sitede bu konuda içerik yok" with what the site does cover. Every link is the server's; the
 * site's text is escaped and stripped of addresses, so it never becomes a link.
 */

/** The phrase a site answer uses when nothing on the site answers the question (the benchmark looks for it). */
export const NO_CONTENT_TR = "Sitede bu konuda içerik yok.";
export const NO_CONTENT_EN = "The site has no content on this.";

export const ADVICE_REFUSAL_TR =
  "Kişisel yatırım tavsiyesi veremem: bir coini almanızı, satmanızı ya da elde tutmanızı söyleyemem, fiyatın yarın ya da ay sonunda ne olacağını da kimse kesin bilemez. Aşağıdakiler yalnızca bilgi içindir; karar ve risk sizindir.";
export const ADVICE_REFUSAL_EN =
  "I can't give personal investment advice: I can't tell you to buy, sell or hold a coin, and nobody can say for sure where its price will be tomorrow. What follows is information only; the decision and the risk are yours.";

const TEXT = {
  tr: {
    noProvider:
      "Şu anda bir yapay zekâ sağlayıcısı bağlı olmadığı için bu yanıtı sitenin kendi içeriğinden ve canlı verilerinden derledim.",
    admin: " Bir sağlayıcı bağlamak için: [AI API Anahtarı ayarları](/admin/openai-settings).",
    price: "Fiyat",
    change: "24 saatlik değişim",
    score: (coin: CoinFacts) =>
      `Kural tabanlı puanımız: ${coin.analysis!.score}/100, trend ${TREND_WORDS[coin.analysis!.trend]}, kuralın etiketi: ${plain(coin.analysis!.recommendation)} (kişisel öneri değildir)`,
    noScore: "Bu coin için puanımız yok (yalnızca en yüksek hacimli coinler puanlanır).",
    about: "Ne işe yarar",
    details: "Ayrıntılar",
    analysis: (name: string) => `${name} analizi`,
    research: "araştırma sayfası",
    openSignal: "Açık sinyal",
    unknown: (name: string) => `${name} için sitede piyasa verisi yok (borsanın güncel listesinde değil).`,
    conversion: "Çeviri",
    basis: "Hesap",
    converter: "Başka tutarlar için: [Kripto Para Çevirici](/converter)",
    related: "İlgili sayfa:",
    found: "Sitede bu konuda şunlar var:",
    noContent: NO_CONTENT_TR,
    covers:
      "Kripto Rehber kripto paraların fiyatlarını, analizlerini, terimlerini ve derslerini kapsar; hisse senetleri, altın, döviz ya da genel konular burada yok. Şunlara bakabilirsiniz:",
    menu: [
      "[Kripto Sözlük](/crypto-dictionary)",
      "[Kripto Eğitim](/crypto-education)",
      "[Kripto Analiz](/crypto-analysis)",
      "[Sıkça Sorulan Sorular](/faq)",
    ],
    disclaimer: "_Bu bilgiler yatırım tavsiyesi değildir._",
    refusal: ADVICE_REFUSAL_TR,
    turkishPages: "",
  },
  en: {
    noProvider: "No AI provider is connected right now, so this answer is put together from the site's own content and live data.",
    admin: " To connect a provider: [AI API key settings](/admin/openai-settings).",
    price: "Price",
    change: "24-hour change",
    score: (coin: CoinFacts) =>
      `Our rule-based score: ${coin.analysis!.score}/100, trend ${coin.analysis!.trend}, the rule's label: ${plain(coin.analysis!.recommendation)} (not personal advice)`,
    noScore: "We have no score for this coin (only the highest-volume coins are scored).",
    about: "What it is for",
    details: "Details",
    analysis: (name: string) => `${name} analysis`,
    research: "research page",
    openSignal: "Open signal",
    unknown: (name: string) => `The site has no market data for ${name} (it is not in the exchange's current list).`,
    conversion: "Conversion",
    basis: "Computed from",
    converter: "For other amounts: [Kripto Para Çevirici (converter)](/converter)",
    related: "Related page:",
    found: "The site has these pages on it (in Turkish):",
    noContent: NO_CONTENT_EN,
    covers:
      "Kripto Rehber covers crypto prices, analysis, terms and lessons; stocks, gold, currencies and general topics are not here. You could look at:",
    menu: [
      "[Crypto dictionary](/crypto-dictionary)",
      "[Crypto lessons](/crypto-education)",
      "[Crypto analysis](/crypto-analysis)",
      "[FAQ](/faq)",
    ],
    disclaimer: "_This is not investment advice._",
    refusal: ADVICE_REFUSAL_EN,
    turkishPages: " The site's pages are in Turkish.",
  },
} as const;

/** Markdown-safe text: the site's own titles and passages shown in an answer, never read as markup or a link. */
export function plain(text: string) {
  return quotable(text).replace(/([\\`*_[\]<>#|~])/g, "\\$1");
}

export function siteAnswer(context: GroundingContext, options: { isAdmin: boolean }): string {
  const t = TEXT[context.language];
  const parts: string[] = [];
  if (context.advice) parts.push(t.refusal);
  parts.push(t.noProvider + (options.isAdmin ? t.admin : "") + (context.language === "en" ? t.turkishPages : ""));

  if (context.outOfScope && context.coins.length === 0 && !context.conversion) {
    parts.push(`${t.noContent} ${t.covers}\n${t.menu.map((link) => `- ${link}`).join("\n")}`);
    parts.push(t.disclaimer);
    return parts.join("\n\n");
  }

  if (context.conversion) {
    const conversion = context.conversion;
    parts.push(
      [
        `**${t.conversion}: ${conversionLine(conversion)}**`,
        `- ${t.basis}: ${conversion.basis} (${sourceLabel(conversion.source, conversion.updatedAt)})`,
        `- ${t.converter}`,
      ].join("\n"),
    );
  }

  for (const coin of context.coins) {
    const lines = [
      `**${plain(coin.name)} (${plain(coin.symbol)})** — ${plain(sourceLabel(coin.source, coin.updatedAt))}`,
      `- ${t.price}: ${formatUsd(coin.priceUsd)}${coin.usdTry === null ? "" : ` (${formatTry(coin.priceUsd, coin.usdTry)})`}`,
      `- ${t.change}: ${formatChange(coin.changePercent)}`,
      `- ${coin.analysis ? t.score(coin) : t.noScore}`,
    ];
    if (coin.record) lines.push(`- ${plain(coin.record)}`);
    if (coin.about) lines.push(`- ${t.about}: ${plain(excerpt(coin.about, 260))}`);
    for (const signal of context.signals.filter((entry) => entry.symbol === coin.pair))
      lines.push(`- ${t.openSignal}: [${plain(signalLine(signal))}](${signalUrl(signal.id)})`);
    lines.push(
      `- ${t.details}: [${plain(t.analysis(coin.name))}](${analysisUrl(coin.pair)})${coin.researchUrl ? `, [${t.research}](${coin.researchUrl})` : ""}`,
    );
    parts.push(lines.join("\n"));
  }
  for (const coin of context.unknownCoins) {
    const lines = [t.unknown(plain(coin.name ?? coin.text))];
    if (coin.about) lines.push(`- ${t.about}: ${plain(excerpt(coin.about, 260))}`);
    if (coin.researchUrl) lines.push(`- ${t.details}: [${plain(coin.name ?? coin.text)} ${t.research}](${coin.researchUrl})`);
    parts.push(lines.join("\n"));
  }
  if (context.fearGreed && context.coins.length > 0)
    parts.push(`${plain(fearGreedLine(context.fearGreed))}. [Piyasa duyarlılığı](${SENTIMENT_URL})`);

  // A price question is answered by the cards; passages follow only when no coin was named, or in brief.
  const named = new Set([...context.coins.map((coin) => coin.researchUrl), ...context.unknownCoins.map((coin) => coin.researchUrl)]);
  const passages = extraPassages(context)
    .filter((passage) => !named.has(passage.url) && passage.url !== CONVERTER_URL)
    .slice(0, context.coins.length > 0 || context.conversion ? 1 : 3);
  if (passages.length > 0) {
    parts.push(context.coins.length > 0 || context.conversion ? t.related : t.found);
    for (const passage of passages) parts.push(`**[${plain(passage.title)}](${passage.url})**\n\n${plain(excerpt(passage.text, 320))}`);
  }
  const nothing = context.coins.length === 0 && context.unknownCoins.length === 0 && !context.conversion && passages.length === 0;
  if (nothing) parts.push(`${t.noContent} ${t.covers}\n${t.menu.map((link) => `- ${link}`).join("\n")}`);
  parts.push(t.disclaimer);
  return parts.join("\n\n");
}
