/**
 * The services page's groups: the catalogue's tools by what a visitor comes for.
 * Every tool is in exactly one group (tests/unit/home/tool-groups.test.ts).
 */
import type { Tool } from "./catalogue";

export const toolGroups = [
  {
    key: "member",
    title: "Asistan, alarmlar ve botlar",
    description: "Soru sorun, fiyatları izleyin, alarm kurun, stratejinizi sanal parayla deneyin, coinleri çevirin.",
    paths: ["/ai-chat", "/alerts", "/watchlists", "/trading-bots", "/converter"],
  },
  {
    key: "market",
    title: "Piyasa",
    description: "Fiyatlar, duyarlılık, trendler ve piyasa verileri.",
    paths: ["/crypto-analysis", "/market-sentiment", "/trend-analysis", "/market-predictions", "/defi-analytics", "/nft-analytics"],
  },
  {
    key: "signals",
    title: "Sinyaller ve işlem",
    description: "Kayıtlı sinyaller, puanlar ve işlem fırsatları.",
    paths: ["/social-trading", "/crypto-rating", "/arbitrage-opportunities", "/staking-calculator"],
  },
  {
    key: "personal",
    title: "Kişisel araçlar",
    description: "Portföyünüz, cüzdanlarınız ve vergi hesabınız.",
    paths: ["/portfolio-tracker", "/crypto-tax-calculator", "/wallet-analyzer", "/blockchain-explorer"],
  },
  {
    key: "learning",
    title: "Öğrenme",
    description: "Dersler, sözlük ve bilgi yarışması.",
    paths: ["/crypto-education", "/crypto-dictionary", "/crypto-games"],
  },
  {
    key: "news",
    title: "Haberler ve veri",
    description: "Haberler, raporlar, araştırmalar, lansmanlar ve API.",
    paths: ["/crypto-news", "/crypto-reports", "/crypto-research", "/launch-tracker", "/crypto-api"],
  },
] as const;

/** The groups with their tools in the group's order; a tool no group names lands in the last one rather than vanishing. */
export function groupTools(tools: readonly Tool[]) {
  const byPath = new Map(tools.map((tool) => [tool.path, tool]));
  const placed = new Set(toolGroups.flatMap((group) => group.paths as readonly string[]));
  const groups = toolGroups.map((group) => ({
    key: group.key,
    title: group.title,
    description: group.description,
    tools: group.paths.flatMap((path) => byPath.get(path) ?? []),
  }));
  groups.at(-1)!.tools.push(...tools.filter((tool) => !placed.has(tool.path)));
  return groups.filter((group) => group.tools.length);
}
