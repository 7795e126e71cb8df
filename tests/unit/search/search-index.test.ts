import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTerm, updateTerm } from "~/models/dictionary.server";
import { saveCourse } from "~/models/education.server";
import { toggleFaq } from "~/models/faq.server";
import { rebuildSearchIndex, searchSite } from "~/models/search.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

const admin = { id: 1, username: "admin" };
const urls = async (query: string, limit = 10) => (await searchSite(query, { limit })).hits.map((hit) => hit.url);

describe("searchSite on the seeded database", () => {
  it("finds a term by a prefix typed without accents", async () => {
    expect(await urls("likid", 4)).toContain("/crypto-dictionary/likidite");
    expect(await urls("sifre", 4)).toContain("/crypto-dictionary/sifreleme");
  });

  it("folds the dotless ı and the dotted İ both ways", async () => {
    const akilli = (await searchSite("akilli sozlesme", { limit: 5 })).hits;
    expect(akilli.map((hit) => hit.url)).toContain("/crypto-dictionary/akilli-sozlesme");
    expect(akilli.find((hit) => hit.url === "/crypto-dictionary/akilli-sozlesme")?.title).toBe("Akıllı Sözleşme");
    expect(await urls("AKILLI SÖZLEŞME", 5)).toContain("/crypto-dictionary/akilli-sozlesme");
    expect(await urls("İMZA", 5)).toContain("/crypto-dictionary/imza");
  });

  it("answers a Turkish question by its subject, the question words dropped", async () => {
    expect(await urls("DeFi nedir?", 4)).toContain("/crypto-dictionary/defi");
    expect(await urls("Blokzincir nedir?", 4)).toEqual(
      expect.arrayContaining(["/crypto-dictionary/blokzincir", "/crypto-education/kriptoya-ilk-adim/blokzincir-nedir"]),
    );
    expect(await urls("Cüzdanımı nasıl korurum?", 6)).toContain("/crypto-dictionary/soguk-cuzdan");
  });

  it("indexes the tools, the market coins and the research pages", async () => {
    expect(await urls("vergi", 4)).toContain("/crypto-tax-calculator");
    expect(await urls("solana", 4)).toEqual(expect.arrayContaining(["/crypto-research/sol", "/crypto-analysis?coin=SOLUSDT"]));
  });

  it("treats FTS syntax as words and never throws", async () => {
    for (const input of ['"', 'likid"', "NEAR(", "NEAR(a b)", "*", "OR", "a OR b", "title:x", "-defi", "^defi", "(", "AND NOT", "'"]) {
      await expect(searchSite(input), input).resolves.toMatchObject({ hits: expect.any(Array) });
    }
    expect((await searchSite('"')).total).toBe(0);
    expect(await urls('"likid*"', 4)).toContain("/crypto-dictionary/likidite");
  });

  it("gives plain snippets with the matched words marked, and passages of at most about 700 characters", async () => {
    const { hits, total } = await searchSite("likidite", { limit: 20 });
    expect(total).toBeGreaterThan(3);
    for (const hit of hits) {
      expect(hit.snippet).not.toMatch(/<[a-z/]/i);
      expect(hit.text.length).toBeLessThanOrEqual(702);
      expect(hit.score).toBeGreaterThan(0);
      for (const [from, to] of hit.highlights) expect(hit.snippet.slice(from, to).toLocaleLowerCase("tr")).toMatch(/^likid/);
    }
    expect(hits.map((hit) => hit.score)).toEqual([...hits.map((hit) => hit.score)].sort((a, b) => b - a));
  });

  it("pages and filters by kind", async () => {
    const all = await searchSite("bitcoin", { limit: 5 });
    const next = await searchSite("bitcoin", { limit: 5, offset: 5 });
    expect(all.hits).toHaveLength(5);
    expect(next.hits.map((hit) => hit.url)).not.toContain(all.hits[0].url);
    const terms = await searchSite("bitcoin", { kinds: ["term"], limit: 50 });
    expect(terms.hits.every((hit) => hit.kind === "term")).toBe(true);
    expect(terms.total).toBe(all.counts.term);
  });
});

// The same test runs on SQLite (FTS5's unicode61 and the triggers' ı → i) and on PostgreSQL
// (site_turkish: search_fold and unaccent), so both must fold Turkish the same way.
describe("Turkish folding and weights, on either database", () => {
  it("finds ı, I and İ words in any case, and accented words without their accents and back", async () => {
    await createTerm({ ...termFields("Işıklı Zincir"), explanation: "İstanbul'da kurulan bir ağ." }, admin);
    await createTerm({ ...termFields("Crème Brûlée Jetonu"), explanation: "Tatlı bir deneme." }, admin);
    await createTerm({ ...termFields("Cafe Ödemesi"), explanation: "Kahve ile ödeme." }, admin);
    for (const query of ["ışıklı", "ISIKLI", "IŞIKLI", "isikli zincir", "İSTANBUL", "istanbul'da", "ıstanbul"]) {
      expect(await urls(query, 3), query).toContain("/crypto-dictionary/isikli-zincir");
    }
    expect(await urls("creme brulee", 3)).toContain("/crypto-dictionary/creme-brulee-jetonu");
    expect(await urls("café ödemesi", 3)).toContain("/crypto-dictionary/cafe-odemesi");
    // Not everything matches everything: the folded word must be there.
    expect(await urls("ışıkçı")).not.toContain("/crypto-dictionary/isikli-zincir");
  });

  it("ranks a word in the title above the same word in a page's text", async () => {
    await createTerm({ ...termFields("Yakut Ağı"), explanation: "Zümrüt protokolüne benzer bir ağ." }, admin);
    await createTerm({ ...termFields("Zümrüt Protokolü"), explanation: "Yeni bir ağ." }, admin);
    const hits = (await searchSite("zumrut", { limit: 10 })).hits.map((hit) => hit.url);
    expect(hits.slice(0, 2)).toEqual(["/crypto-dictionary/zumrut-protokolu", "/crypto-dictionary/yakut-agi"]);
  });
});

describe("the index stays current", () => {
  it("follows the dictionary's write path, in its transaction", async () => {
    expect(await createTerm(termFields("Kuantum Direnci"), admin)).toMatchObject({ ok: true });
    expect(await urls("kuantum direnc")).toContain("/crypto-dictionary/kuantum-direnci");

    const row = await db().selectFrom("dictionary_terms").select("id").where("slug", "=", "kuantum-direnci").executeTakeFirstOrThrow();
    await updateTerm(row.id, { ...termFields("Işık Hızı Ödemesi"), slug: "isik-hizi-odemesi" }, admin);
    expect(await urls("kuantum")).not.toContain("/crypto-dictionary/kuantum-direnci");
    expect(await urls("isik hizi")).toContain("/crypto-dictionary/isik-hizi-odemesi");

    // A transaction that fails leaves the index as it was.
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable("dictionary_terms").set({ term: "Yarım Kalan Yazı" }).where("id", "=", row.id).execute();
          throw new Error("vazgeçildi");
        }),
    ).rejects.toThrow("vazgeçildi");
    expect((await searchSite("yarim kalan yazi")).hits.map((hit) => hit.title)).not.toContain("Yarım Kalan Yazı");
  });

  it("drops a hidden FAQ and moves lessons with their course's address", async () => {
    const faq = await db().selectFrom("faqs").selectAll().orderBy("id").executeTakeFirstOrThrow();
    const faqWord = faq.question.split(/\s+/).find((word) => word.length > 5)!;
    const faqHits = async () => (await searchSite(faqWord, { kinds: ["faq"], limit: 50 })).hits.map((hit) => hit.title);
    expect(await faqHits()).toContain(faq.question);
    await toggleFaq(faq.id, admin);
    expect(await faqHits()).not.toContain(faq.question);

    const course = await db().selectFrom("courses").selectAll().where("slug", "=", "kriptoya-ilk-adim").executeTakeFirstOrThrow();
    await saveCourse(
      { title: course.title, slug: "ilk-adimlar", level: course.level, summary: course.summary, sort_order: course.sort_order },
      admin,
      course.id,
    );
    expect(await urls("blokzincir nedir", 4)).toContain("/crypto-education/ilk-adimlar/blokzincir-nedir");
  });

  it("rebuilds to the same documents the triggers wrote", async () => {
    const snapshot = () =>
      sql<{
        kind: string;
        ref: string;
        url: string;
        title: string;
      }>`SELECT kind, ref, url, title FROM search_documents ORDER BY kind, ref`.execute(db());
    const before = (await snapshot()).rows;
    await sql`DELETE FROM search_documents WHERE kind = 'term'`.execute(db());
    expect(await urls("likid")).not.toContain("/crypto-dictionary/likidite");
    const { documents } = await rebuildSearchIndex();
    expect(documents).toBe(before.length);
    expect((await snapshot()).rows).toEqual(before);
    expect(await urls("likid", 4)).toContain("/crypto-dictionary/likidite");
  });
});

function termFields(term: string) {
  return {
    term,
    slug: "",
    english: "",
    short_definition: `${term} için kısa tanım.`,
    explanation: "Deneme amaçlı bir açıklama metni.",
    example: "",
    related: "",
  };
}
