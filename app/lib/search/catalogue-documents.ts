import { COIN_NAMES } from "~/lib/market/coin-names";
import { tools } from "~/lib/tools/catalogue";
import { FEATURE_PAGES, TOOL_HOW_TO } from "./feature-pages";

/** The search documents that come from the code rather than from a table: tools, the site's features and market coins. */
export interface CatalogueDocument {
  kind: "tool" | "coin";
  ref: string;
  url: string;
  title: string;
  keywords: string;
  body: string;
}

/**
 * A coin's document leads to its row in the market tool, where the live price, change and score
 * are; its text names what is there, so "Solana fiyatı" finds it.
 */
function coinDocument(pair: string, name: string): CatalogueDocument {
  // Stryker disable next-line Regex: every pair the site knows has USDT once, at its end.
  const symbol = pair.replace(/USDT$/, "");
  return {
    kind: "coin",
    ref: pair,
    url: `/crypto-analysis?coin=${pair}`,
    title: `${name} (${symbol}) fiyatı ve analizi`,
    keywords: `${symbol} ${pair} ${name}`,
    body:
      `${name} (${symbol}) canlı fiyatı dolar ve Türk lirası olarak, 24 saatlik değişimi, işlem hacmi, ` +
      "teknik analiz puanı, trendi ve al, sat ya da bekle önerisi, günlük mum grafiğiyle.",
  };
}

export function catalogueDocuments(): CatalogueDocument[] {
  const featureByPath = new Map(FEATURE_PAGES.map((page) => [page.path, page]));
  const toolDocuments = tools.map((tool): CatalogueDocument => {
    // A tool that is also one of the site's features takes the feature's how-to words into its own document.
    const howTo = TOOL_HOW_TO[tool.path] ?? featureByPath.get(tool.path);
    return {
      kind: "tool",
      ref: tool.path,
      url: tool.path,
      title: tool.title,
      keywords: howTo ? `araç ${howTo.keywords}` : "araç",
      body: howTo ? `${tool.description} ${howTo.body}` : tool.description,
    };
  });
  const toolPaths = new Set(tools.map((tool) => tool.path));
  const featureDocuments = FEATURE_PAGES.filter((page) => !toolPaths.has(page.path)).map((page): CatalogueDocument => ({
    kind: "tool",
    ref: page.path,
    url: page.path,
    title: page.title,
    keywords: page.keywords,
    body: page.body,
  }));
  // Two pairs may share a name (MATIC and POL for Polygon); each is a pair of its own on the market.
  const coinDocuments = Object.entries(COIN_NAMES).map(([pair, name]) => coinDocument(pair, name));
  return [...toolDocuments, ...featureDocuments, ...coinDocuments];
}
