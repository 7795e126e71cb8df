import { describe, expect, it } from "vitest";
import { getTermBySlug, searchTerms } from "~/models/dictionary.server";
import { listActivities } from "~/models/activity.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.dictionary/route";
import { loader as termLoader } from "~/routes/crypto-dictionary.$slug/route";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

const valid = {
  intent: "create",
  term: "Soğuk Depolama",
  english: "Cold Storage",
  short_definition: "Anahtarların çevrimdışı saklanması.",
  explanation: "Uzun vadeli birikim için anahtarlar internete bağlı olmayan bir ortamda tutulur.",
  example: "Borsa, rezervlerinin çoğunu soğuk depolamada tutuyor.",
  related: "soguk-cuzdan, kagit-cuzdan, yok-boyle-bir-terim",
};

describe("dictionary model", () => {
  it("finds terms with Turkish case rules", async () => {
    expect((await searchTerms("İMZA")).map((term) => term.slug)).toContain("imza");
    expect((await searchTerms("ıraksama")).map((term) => term.slug)).toContain("iraksama");
  });
});

describe("/admin/dictionary", () => {
  it("keeps visitors and plain users out of the loader and the action", async () => {
    const user = await signIn("ahmet", "ahmet123");
    for (const cookie of [undefined, user]) {
      const load = await answer(() => adminLoader({ request: requestWith("/admin/dictionary", { cookie }), params: {}, context }));
      expect(load.status).toBe(302);
      const post = await answer(() => adminAction({ request: formRequest("/admin/dictionary", valid, cookie), params: {}, context }));
      expect(post.status).toBe(302);
      expect(post.headers.get("Location")).not.toBe("/admin/dictionary");
    }
    expect(await getTermBySlug("soguk-depolama")).toBeUndefined();
  });

  it("refuses blank and over-long fields in Turkish", async () => {
    const cookie = await signIn("admin", "admin123");
    const blank = await answer(() =>
      adminAction({ request: formRequest("/admin/dictionary", { ...valid, term: "   " }, cookie), params: {}, context }),
    );
    expect(blank.status).toBe(400);
    expect(JSON.stringify(await blank.json())).toContain("Terim gereklidir.");
    const long = await answer(() =>
      adminAction({
        request: formRequest("/admin/dictionary", { ...valid, short_definition: "x".repeat(301) }, cookie),
        params: {},
        context,
      }),
    );
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain("Kısa tanım en fazla 300 karakter olabilir.");
    const taken = await answer(() =>
      adminAction({ request: formRequest("/admin/dictionary", { ...valid, slug: "imza" }, cookie), params: {}, context }),
    );
    expect(taken.status).toBe(400);
    expect(JSON.stringify(await taken.json())).toContain("Bu kısa ad başka bir terimde kullanılıyor.");
    expect(await getTermBySlug("soguk-depolama")).toBeUndefined();
  });

  it("lists the terms 25 a page, opening a term's dialog link on the page that holds it", async () => {
    const cookie = await signIn("admin", "admin123");
    type Listing = { terms: { id: number; slug: string }[]; pagination: { page: number; pages: number; total: number } };
    const list = (search: string) =>
      adminLoader({ request: requestWith(`/admin/dictionary${search}`, { cookie }), params: {}, context }) as Promise<Listing>;
    const all = await searchTerms("");
    const first = await list("");
    expect(first.pagination).toMatchObject({ page: 1, total: all.length, pages: Math.ceil(all.length / 25) });
    expect(first.terms.map((term) => term.slug)).toEqual(all.slice(0, 25).map((term) => term.slug));
    expect((await list("?page=2")).terms.map((term) => term.slug)).toEqual(all.slice(25, 50).map((term) => term.slug));
    // A page past the end is the last one; a bad page number is the first.
    expect((await list("?page=999")).pagination.page).toBe(first.pagination.pages);
    expect((await list("?page=abc")).pagination.page).toBe(1);
    // The 60th term's edit and delete links land on page 3, where its row is.
    const sixtieth = all[59]!;
    for (const search of [`?edit=${sixtieth.id}`, `?confirm=${sixtieth.id}`]) {
      const shown = await list(search);
      expect(shown.pagination.page).toBe(3);
      expect(shown.terms.map((term) => term.id)).toContain(sixtieth.id);
    }
    // A search pages what it found.
    expect((await list("?q=cüzdan")).pagination.total).toBe((await searchTerms("cüzdan")).length);
  });

  it("adds, edits and deletes a term, each with its activity entry", async () => {
    const cookie = await signIn("admin", "admin123");
    const created = await answer(() => adminAction({ request: formRequest("/admin/dictionary", valid, cookie), params: {}, context }));
    expect(created.status).toBe(302);
    const term = await getTermBySlug("soguk-depolama");
    expect(term?.related).toBe("soguk-cuzdan,kagit-cuzdan,yok-boyle-bir-terim");

    // The page links only the related terms that exist.
    const page = (await termLoader({
      request: requestWith("/crypto-dictionary/soguk-depolama"),
      params: { slug: "soguk-depolama" },
      context,
    })) as {
      related: { slug: string }[];
      jsonLd: string;
    };
    expect(page.related.map((item) => item.slug)).toEqual(["soguk-cuzdan", "kagit-cuzdan"]);
    expect(JSON.parse(page.jsonLd)).toMatchObject({ "@type": "DefinedTerm", name: "Soğuk Depolama", alternateName: "Cold Storage" });

    const updated = await answer(() =>
      adminAction({
        request: formRequest("/admin/dictionary", { ...valid, intent: "update", id: String(term!.id), example: "Yeni örnek." }, cookie),
        params: {},
        context,
      }),
    );
    expect(updated.status).toBe(302);
    expect((await getTermBySlug("soguk-depolama"))?.example).toBe("Yeni örnek.");

    const deleted = await answer(() =>
      adminAction({ request: formRequest("/admin/dictionary", { intent: "delete", id: String(term!.id) }, cookie), params: {}, context }),
    );
    expect(deleted.status).toBe(302);
    expect(await getTermBySlug("soguk-depolama")).toBeUndefined();
    const again = await answer(() =>
      adminAction({ request: formRequest("/admin/dictionary", { intent: "delete", id: String(term!.id) }, cookie), params: {}, context }),
    );
    expect(again.status).toBe(404);

    const { activities } = await listActivities({ action: "dictionary" });
    expect(activities.map((entry) => entry.action).sort()).toEqual([
      "dictionary_term_created",
      "dictionary_term_deleted",
      "dictionary_term_updated",
    ]);
  });

  it("answers an unknown term page with 404", async () => {
    const response = await answer(() => termLoader({ request: requestWith("/crypto-dictionary/yok"), params: { slug: "yok" }, context }));
    expect(response.status).toBe(404);
  });
});
