import { describe, expect, it } from "vitest";
import { seed } from "../../../db/seed";
import { db } from "~/server/db.server";
import { SEED_COINS } from "~/lib/research/seed-coins";
import { researchPath } from "~/lib/research/paths";
import { coinResearchSchema, paragraphs } from "~/lib/research/schema";
import { sitemapEntries } from "~/services/site-outputs.server";
import { listActivities } from "~/models/activity.server";
import { getResearchBySymbol, listResearch } from "~/models/research.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.research/route";
import { loader as indexLoader } from "~/routes/crypto-research._index";
import { loader as coinLoader } from "~/routes/crypto-research.$symbol/route";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

const valid = {
  intent: "save-research",
  symbol: "kas",
  name: "Kaspa",
  category: "payment",
  launchYear: "2021",
  consensus: "İş ispatı (GHOSTDAG)",
  supplyModel: "En fazla yaklaşık 28,7 milyar KAS.",
  summary: "Kaspa, blokların paralel üretildiği bir iş ispatı ağıdır.\n\nİkinci paragraf.",
  website: "https://kaspa.org",
  whitepaper: "",
  sourceCode: "",
  sortOrder: "",
};

describe("the seeded research pages", () => {
  it("cover at least 30 coins, each valid for the admin form, with no prices in the text", () => {
    expect(SEED_COINS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SEED_COINS.map((coin) => coin.symbol)).size).toBe(SEED_COINS.length);
    for (const coin of SEED_COINS) {
      const parsed = coinResearchSchema.safeParse({ ...coin, launchYear: String(coin.launchYear) });
      expect(parsed.success, `${coin.symbol}: ${parsed.error?.issues.map((issue) => issue.message).join(" ")}`).toBe(true);
      const text = `${coin.summary} ${coin.supplyModel} ${coin.consensus}`;
      expect(text, coin.symbol).not.toMatch(/[$₺€]|\d\s*(?:dolar|TL|USD)\b/i);
    }
  });

  it("are seeded once: seeding again adds nothing and brings back nothing an admin deleted", async () => {
    const first = await listResearch();
    expect(first).toHaveLength(SEED_COINS.length);
    await db().deleteFrom("coin_research").where("symbol", "=", "DOGE").execute();
    await seed(db());
    expect(await listResearch()).toHaveLength(SEED_COINS.length - 1);
  });

  it("are found by symbol in any case and filtered by category", async () => {
    expect((await getResearchBySymbol("btc"))?.name).toBe("Bitcoin");
    expect(await getResearchBySymbol("nope")).toBeUndefined();
    expect(await getResearchBySymbol("../etc")).toBeUndefined();
    const stablecoins = await listResearch("stablecoin");
    expect(stablecoins.map((coin) => coin.symbol)).toEqual(["USDT", "USDC", "DAI"]);
  });

  it("each have their page in the sitemap", async () => {
    const paths = (await sitemapEntries()).map((entry) => entry.path);
    expect(paths).toContain("/crypto-research");
    for (const coin of SEED_COINS) expect(paths).toContain(researchPath(coin.symbol));
  });
});

describe("/crypto-research", () => {
  it("filters by a category in the URL and says so when the category is unknown", async () => {
    const filtered = await answer(() => indexLoader({ request: requestWith("/crypto-research?category=layer2"), params: {}, context }));
    expect(filtered.status).toBe(200);
    const body = await filtered.json();
    expect(body.coins.map((coin: { symbol: string }) => coin.symbol)).toEqual(["POL", "ARB", "OP"]);

    const unknown = await answer(() =>
      indexLoader({ request: requestWith("/crypto-research?category=%3Cscript%3E"), params: {}, context }),
    );
    expect(unknown.status).toBe(400);
    const all = await unknown.json();
    expect(all.problem).toBe("Bilinmeyen kategori; tüm coinler gösteriliyor.");
    expect(all.coins).toHaveLength(SEED_COINS.length);
  });

  it("answers 404 for an unknown coin and sends an upper-case address to the lower-case one", async () => {
    const missing = await answer(() => coinLoader({ request: requestWith("/crypto-research/nope"), params: { symbol: "nope" }, context }));
    expect(missing.status).toBe(404);
    const upper = await answer(() => coinLoader({ request: requestWith("/crypto-research/BTC"), params: { symbol: "BTC" }, context }));
    expect(upper.status).toBe(301);
    expect(upper.headers.get("Location")).toBe("/crypto-research/btc");
  });
});

describe("/admin/research", () => {
  it("keeps visitors and plain users out of the loader and the action", async () => {
    const user = await signIn("ahmet", "ahmet123");
    for (const cookie of [undefined, user]) {
      const load = await answer(() => adminLoader({ request: requestWith("/admin/research", { cookie }), params: {}, context }));
      expect(load.status).toBe(302);
      const post = await answer(() => adminAction({ request: formRequest("/admin/research", valid, cookie), params: {}, context }));
      expect(post.status).toBe(302);
    }
    expect(await getResearchBySymbol("KAS")).toBeUndefined();
  });

  it("refuses blank, over-long and malformed fields in Turkish, and a second entry for a symbol", async () => {
    const cookie = await signIn("admin", "admin123");
    const post = (fields: Record<string, string>) =>
      answer(() => adminAction({ request: formRequest("/admin/research", { ...valid, ...fields }, cookie), params: {}, context }));
    const cases: [Record<string, string>, string][] = [
      [{ name: "  " }, "Ad gereklidir."],
      [{ summary: "x".repeat(5001) }, "Tanıtım metni en fazla 5000 karakter olabilir."],
      [{ launchYear: "iki bin" }, "Çıkış yılı bir yıl olmalıdır (ör. 2015)."],
      [{ category: "casino" }, "Kategori seçin."],
      [{ website: "kaspa nokta org" }, "Resmî site geçerli bir bağlantı olmalıdır."],
      [{ website: "javascript:alert(1)" }, "Resmî site https:// ile başlamalıdır."],
      [{ website: "http://kaspa.org" }, "Resmî site https:// ile başlamalıdır."],
      [{ symbol: "btc" }, "BTC için zaten bir araştırma sayfası var."],
    ];
    for (const [fields, message] of cases) {
      const response = await post(fields);
      expect(response.status, message).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
  });

  it("adds, edits and deletes an entry, each with its activity entry", async () => {
    const cookie = await signIn("admin", "admin123");
    const created = await answer(() => adminAction({ request: formRequest("/admin/research", valid, cookie), params: {}, context }));
    expect(created.status).toBe(302);
    const kas = await getResearchBySymbol("kas");
    expect(kas).toMatchObject({ symbol: "KAS", category: "payment", launchYear: 2021, sortOrder: 1000 });
    expect(paragraphs(kas?.summary ?? "")).toHaveLength(2);

    const edited = await answer(() =>
      adminAction({
        request: formRequest("/admin/research", { ...valid, id: String(kas?.id), name: "Kaspa Ağı" }, cookie),
        params: {},
        context,
      }),
    );
    expect(edited.status).toBe(302);
    expect((await getResearchBySymbol("KAS"))?.name).toBe("Kaspa Ağı");

    const removed = await answer(() =>
      adminAction({
        request: formRequest("/admin/research", { intent: "delete-research", id: String(kas?.id) }, cookie),
        params: {},
        context,
      }),
    );
    expect(removed.status).toBe(302);
    expect(await getResearchBySymbol("KAS")).toBeUndefined();
    const missing = await answer(() =>
      adminAction({
        request: formRequest("/admin/research", { intent: "delete-research", id: String(kas?.id) }, cookie),
        params: {},
        context,
      }),
    );
    expect(missing.status).toBe(404);

    const actions = (await listActivities()).activities.map((activity) => activity.action);
    expect(actions).toEqual(expect.arrayContaining(["research.create", "research.update", "research.delete"]));
  });
});
