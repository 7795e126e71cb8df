import { describe, expect, it } from "vitest";
import { COIN_NAMES } from "~/lib/market/coin-names";
import { catalogueDocuments } from "~/lib/search/catalogue-documents";
import { FEATURE_PAGES, TOOL_HOW_TO } from "~/lib/search/feature-pages";
import { tools } from "~/lib/tools/catalogue";

// The search documents written from the code (tools, the site's features, market coins), pure.
describe("catalogue search documents", () => {
  // Built inside each test: Stryker counts code run while the file loads as reached by no test.
  const byRef = (ref: string) => catalogueDocuments().filter((document) => document.ref === ref);

  it("gives a tool without how-to words its description and the word for tool", () => {
    const tool = tools.find((entry) => entry.path === "/crypto-analysis")!;
    expect(TOOL_HOW_TO[tool.path]).toBeUndefined();
    expect(byRef(tool.path)).toEqual([
      { kind: "tool", ref: tool.path, url: tool.path, title: tool.title, keywords: "araç", body: tool.description },
    ]);
  });

  it("adds a tool's how-to words to its own document", () => {
    const tool = tools.find((entry) => entry.path === "/converter")!;
    const howTo = TOOL_HOW_TO["/converter"];
    expect(byRef("/converter")).toEqual([
      {
        kind: "tool",
        ref: "/converter",
        url: "/converter",
        title: tool.title,
        keywords: `araç ${howTo.keywords}`,
        body: `${tool.description} ${howTo.body}`,
      },
    ]);
  });

  it("merges a feature page that is also a tool into the tool's one document", () => {
    const tool = tools.find((entry) => entry.path === "/alerts")!;
    const feature = FEATURE_PAGES.find((page) => page.path === "/alerts")!;
    expect(byRef("/alerts")).toEqual([
      {
        kind: "tool",
        ref: "/alerts",
        url: "/alerts",
        title: tool.title,
        keywords: `araç ${feature.keywords}`,
        body: `${tool.description} ${feature.body}`,
      },
    ]);
  });

  it("makes a feature page that is no tool a document of its own", () => {
    const feature = FEATURE_PAGES.find((page) => page.path === "/signals")!;
    expect(tools.some((tool) => tool.path === "/signals")).toBe(false);
    expect(byRef("/signals")).toEqual([
      { kind: "tool", ref: "/signals", url: "/signals", title: feature.title, keywords: feature.keywords, body: feature.body },
    ]);
  });

  it("leads a coin's document to its row in the market tool, named by symbol, pair and name", () => {
    const [bitcoin] = byRef("BTCUSDT");
    expect(bitcoin).toMatchObject({
      kind: "coin",
      url: "/crypto-analysis?coin=BTCUSDT",
      title: "Bitcoin (BTC) fiyatı ve analizi",
      keywords: "BTC BTCUSDT Bitcoin",
    });
    expect(bitcoin.body).toBe(
      "Bitcoin (BTC) canlı fiyatı dolar ve Türk lirası olarak, 24 saatlik değişimi, işlem hacmi, " +
        "teknik analiz puanı, trendi ve al, sat ya da bekle önerisi, günlük mum grafiğiyle.",
    );
    // Two pairs with one name are two documents.
    expect(byRef("MATICUSDT")[0].title).toBe("Polygon (MATIC) fiyatı ve analizi");
    expect(byRef("POLUSDT")[0].title).toBe("Polygon (POL) fiyatı ve analizi");
  });

  it("has one document for every tool, feature page and coin, none twice", () => {
    const documents = catalogueDocuments();
    const featuresAlone = FEATURE_PAGES.filter((page) => !tools.some((tool) => tool.path === page.path));
    expect(documents).toHaveLength(tools.length + featuresAlone.length + Object.keys(COIN_NAMES).length);
    expect(new Set(documents.map((document) => document.ref)).size).toBe(documents.length);
  });
});
