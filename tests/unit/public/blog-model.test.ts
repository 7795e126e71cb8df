import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../setup/test-db";
import { cookieFrom, requestWith } from "../../setup/requests";
import { db } from "~/server/db.server";
import {
  categoriesWithCounts,
  createPost,
  getBlogListing,
  getPublishedPostBySlug,
  listPublishedPosts,
  relatedPosts,
  setLike,
} from "~/models/blog.server";
import { action as likeAction } from "~/routes/blog.$slug.like";
import { loader as postLoader } from "~/routes/blog.$slug/route";

useTestDatabase();

// What server.mjs hands every request; an empty address makes clientIp() read X-Forwarded-For.
const context = { cspNonce: "", clientIp: "" };

const BITCOIN = "bitcoin-nedir-yeni-baslayanlar-icin-rehber";
const DRAFT = "defi-protokollerinde-riskler";

async function categoryId(slug: string) {
  const row = await db().selectFrom("blog_categories").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
  return row.id;
}

describe("public blog reads", () => {
  it("lists only published posts, newest first", async () => {
    const posts = await listPublishedPosts();
    expect(posts.map((p) => p.slug)).toEqual(["ethereum-ve-akilli-sozlesmeler", BITCOIN]);
    expect(posts[1].tags).toEqual(["bitcoin", "başlangıç", "blokzincir", "cüzdan"]);
    expect(posts[1].category).toBe("Bitcoin");
  });

  it("searches title, excerpt and tags case-insensitively, Turkish letters included", async () => {
    await createPost({
      title: "Işık Ağı ile Hızlı Ödemeler",
      excerpt: "Lightning kanalları",
      content: "<p>x</p>",
      status: "published",
      tags: ["ölçeklenme"],
    });
    const slugs = async (search: string) => (await listPublishedPosts({ search })).map((p) => p.slug);
    expect(await slugs("ETHEREUM")).toEqual(["ethereum-ve-akilli-sozlesmeler"]);
    expect(await slugs("güvenle")).toEqual([BITCOIN]); // excerpt
    expect(await slugs("CÜZDAN")).toEqual([BITCOIN]); // tag
    expect(await slugs("ışık ağı")).toEqual(["isik-agi-ile-hizli-odemeler"]);
    expect(await slugs("IŞIK")).toEqual(["isik-agi-ile-hizli-odemeler"]);
    expect(await slugs("ÖLÇEKLENME")).toEqual(["isik-agi-ile-hizli-odemeler"]);
    expect(await slugs("geçici kayıp")).toEqual([]); // only in the draft
  });

  it("filters by category slug and counts published posts per category", async () => {
    expect((await listPublishedPosts({ category: "ethereum" })).map((p) => p.slug)).toEqual(["ethereum-ve-akilli-sozlesmeler"]);
    expect(await listPublishedPosts({ category: "defi" })).toEqual([]);
    const counts = Object.fromEntries((await categoriesWithCounts()).map((c) => [c.slug, c.count]));
    expect(counts).toMatchObject({ bitcoin: 1, ethereum: 1, defi: 0, nft: 0 });
    // Visitors are offered only the categories that hold a post.
    expect((await getBlogListing({})).categories.map((c) => c.slug).sort()).toEqual(["bitcoin", "ethereum"]);
  });

  it("features the newest three only when no filter is active, and does not list them again below", async () => {
    for (const title of ["Bir", "İki", "Üç"]) await createPost({ title, status: "published" });
    const plain = await getBlogListing({});
    expect(plain.featured.map((p) => p.title)).toEqual(["Üç", "İki", "Bir"]);
    expect(plain.posts).toHaveLength(2);
    expect(plain.posts.map((p) => p.title)).not.toContain("Bir");
    const searched = await getBlogListing({ search: "bitcoin" });
    expect(searched.filtered).toBe(true);
    expect(searched.featured).toEqual([]);
  });

  it("pages the grid nine at a time, featuring posts on the first page only", async () => {
    for (let i = 1; i <= 11; i++) await createPost({ title: `Yazı ${i}`, status: "published" });
    const first = await getBlogListing({});
    expect(first).toMatchObject({ total: 13, page: 1, pageCount: 2 });
    expect(first.posts).toHaveLength(9);
    const second = await getBlogListing({ page: 2 });
    expect(second.posts).toHaveLength(1);
    expect(second.featured).toEqual([]);
    expect((await getBlogListing({ page: 99 })).page).toBe(2);
    expect((await getBlogListing({ page: Number.NaN })).page).toBe(1);
  });

  it("finds published posts by slug but not drafts", async () => {
    expect((await getPublishedPostBySlug(BITCOIN))?.content).toContain("<h2>Blokzincir nasıl çalışır?</h2>");
    expect(await getPublishedPostBySlug(DRAFT)).toBeUndefined();
    expect(await getPublishedPostBySlug("yok-boyle-bir-yazi")).toBeUndefined();
  });

  it("relates up to three posts, those of the same category first", async () => {
    const bitcoin = await categoryId("bitcoin");
    for (const title of ["A", "B", "C"]) await createPost({ title, status: "published" });
    await createPost({ title: "Eski Bitcoin Yazısı", status: "published", category_id: bitcoin });
    const post = (await getPublishedPostBySlug(BITCOIN))!;
    const related = await relatedPosts(post);
    expect(related).toHaveLength(3);
    expect(related[0].title).toBe("Eski Bitcoin Yazısı");
    expect(related.map((p) => p.slug)).not.toContain(BITCOIN);
  });

  it("turns a like over per visitor when no state is asked for, and never counts below zero", async () => {
    const post = (await getPublishedPostBySlug(BITCOIN))!;
    expect(await setLike(post.id, "visitor:a")).toEqual({ liked: true, likes: 1 });
    expect(await setLike(post.id, "visitor:b")).toEqual({ liked: true, likes: 2 });
    expect(await setLike(post.id, "visitor:a")).toEqual({ liked: false, likes: 1 });
    await db().updateTable("blog_posts").set({ likes: 0 }).where("id", "=", post.id).execute();
    expect(await setLike(post.id, "visitor:b")).toEqual({ liked: false, likes: 0 });
  });

  it("sets the state asked for: the same click sent twice counts once", async () => {
    const post = (await getPublishedPostBySlug(BITCOIN))!;
    expect(await setLike(post.id, "visitor:a", true)).toEqual({ liked: true, likes: 1 });
    expect(await setLike(post.id, "visitor:a", true)).toEqual({ liked: true, likes: 1 });
    expect(await setLike(post.id, "visitor:a", false)).toEqual({ liked: false, likes: 0 });
    expect(await setLike(post.id, "visitor:a", false)).toEqual({ liked: false, likes: 0 });
  });
});

describe("the post page", () => {
  async function load(slug: string, cookie?: string) {
    const result = await postLoader({ request: requestWith(`/blog/${slug}`, { cookie }), params: { slug }, context });
    return result;
  }

  /** The found post's data. */
  async function page(slug: string, cookie?: string): Promise<unknown> {
    const result = await load(slug, cookie);
    return result.data;
  }

  it("counts a view per visit and renders sanitised content with JSON-LD", async () => {
    await db()
      .updateTable("blog_posts")
      .set({ content: '<p onclick="x()">a</p><script>alert(1)</script>' })
      .where("slug", "=", BITCOIN)
      .execute();
    const first = (await page(BITCOIN)) as { post: { views: number; content: string }; jsonLd: string };
    const second = (await page(BITCOIN)) as { post: { views: number } };
    expect(second.post.views).toBe(first.post.views + 1);
    expect(first.post.content).toBe("<p>a</p>");
    const jsonLd = JSON.parse(first.jsonLd);
    expect(jsonLd).toMatchObject({ "@type": "BlogPosting", headline: "Bitcoin Nedir? Yeni Başlayanlar İçin Kapsamlı Rehber" });
  });

  it("escapes < in the JSON-LD so a title cannot close the script element", async () => {
    await db().updateTable("blog_posts").set({ title: "</script><script>alert(1)</script>" }).where("slug", "=", BITCOIN).execute();
    const result = (await page(BITCOIN)) as { jsonLd: string };
    expect(result.jsonLd).not.toContain("<");
    expect(JSON.parse(result.jsonLd).headline).toBe("</script><script>alert(1)</script>");
  });

  it("answers an unknown or draft slug with the list and a 404 status", async () => {
    for (const slug of [DRAFT, "yok-boyle-bir-yazi"]) {
      const result = (await load(slug)) as unknown as {
        init: { status: number };
        data: { listing: { posts: unknown[]; featured: unknown[] } };
      };
      expect(result.init.status).toBe(404);
      // The two published posts, featured (and so not listed again below).
      expect(result.data.listing.featured).toHaveLength(2);
      expect(result.data.listing.posts).toHaveLength(0);
    }
  });

  it("likes and unlikes through the form, remembering an anonymous visitor in the session", async () => {
    const like = (cookie?: string, js = false) =>
      likeAction({
        request: requestWith(`/blog/${BITCOIN}/like`, { method: "POST", body: new URLSearchParams(js ? { js: "1" } : {}), cookie }),
        params: { slug: BITCOIN },
        context,
      });
    // Reading sets no cookie; the first like counts and gives the visitor one.
    expect((await load(BITCOIN)).init).toBeNull();
    const first = await like();
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(`/blog/${BITCOIN}#begeni`);
    const cookie = cookieFrom(first);
    expect(cookie).toMatch(/^__session=/);
    expect(await page(BITCOIN, cookie)).toMatchObject({ liked: true, post: { likes: 1 } });

    expect((await like(cookie)).status).toBe(302);
    expect(await page(BITCOIN, cookie)).toMatchObject({ liked: false, post: { likes: 0 } });
    expect((await like(cookie)).status).toBe(302);

    const second = await like(cookie, true);
    expect(await second.json()).toEqual({ liked: false, likes: 0 });
    expect(((await page(BITCOIN, cookie)) as { liked: boolean }).liked).toBe(false);
  });

  it("refuses to like a draft", async () => {
    const response = await likeAction({
      request: requestWith(`/blog/${DRAFT}/like`, { method: "POST", body: new URLSearchParams() }),
      params: { slug: DRAFT },
      context,
    });
    expect(response.status).toBe(404);
  });
});
