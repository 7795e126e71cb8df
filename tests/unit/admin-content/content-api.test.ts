import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import * as blogCategories from "~/routes/api.blog.categories";
import * as blogCategory from "~/routes/api.blog.categories.$id";
import * as blogPosts from "~/routes/api.blog.posts";
import * as blogPost from "~/routes/api.blog.posts.$id";
import * as footerPart from "~/routes/api.footer.$part";
import * as footerItem from "~/routes/api.footer.$part.$id";
import * as homeSections from "~/routes/api.home.sections";
import * as homeSection from "~/routes/api.home.sections.$id";
import { getPublishedPostBySlug, findRenamedPostSlug } from "~/models/blog.server";
import { getFooterData } from "~/models/footer.server";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, jsonRequest, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

type Handler = (args: ActionFunctionArgs & LoaderFunctionArgs) => Promise<unknown>;

function call(handler: unknown, request: Request, params: Record<string, string> = {}) {
  return answer(() => (handler as Handler)({ request, params, context }));
}

const get = (handler: unknown, url: string, params: Record<string, string> = {}, cookie?: string) =>
  call(handler, requestWith(url, { cookie }), params);

describe("admin-only writes of the content API", () => {
  const writes: [string, unknown, string, string, Record<string, string>][] = [
    ["POST /api/footer/links", footerPart.action, "/api/footer/links", "POST", { part: "links" }],
    ["POST /api/footer/info", footerPart.action, "/api/footer/info", "POST", { part: "info" }],
    ["DELETE /api/footer/social/1", footerItem.action, "/api/footer/social/1", "DELETE", { part: "social", id: "1" }],
    ["POST /api/blog/posts", blogPosts.action, "/api/blog/posts", "POST", {}],
    ["PUT /api/blog/posts/1", blogPost.action, "/api/blog/posts/1", "PUT", { id: "1" }],
    ["DELETE /api/blog/posts/1", blogPost.action, "/api/blog/posts/1", "DELETE", { id: "1" }],
    ["POST /api/blog/categories", blogCategories.action, "/api/blog/categories", "POST", {}],
    ["DELETE /api/blog/categories/1", blogCategory.action, "/api/blog/categories/1", "DELETE", { id: "1" }],
    ["POST /api/home/sections", homeSections.action, "/api/home/sections", "POST", {}],
    ["PUT /api/home/sections/1", homeSection.action, "/api/home/sections/1", "PUT", { id: "1" }],
    ["DELETE /api/home/sections/1", homeSection.action, "/api/home/sections/1", "DELETE", { id: "1" }],
  ];

  it.each(writes)("%s: 401 for visitors, 403 for users", async (_name, handler, url, method, params) => {
    const anonymous = await call(handler, jsonRequest(url, method, {}), params);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toBeTruthy();
    const user = await signIn("ahmet", "ahmet123");
    const forbidden = await call(handler, jsonRequest(url, method, {}, user), params);
    expect(forbidden.status).toBe(403);
  });
});

describe("footer API", () => {
  it("reads the company block and lists publicly; an unknown part is 404", async () => {
    const info = await get(footerPart.loader, "/api/footer/info", { part: "info" });
    expect((await info.json()).company_name).toBeTruthy();
    const links = await (await get(footerPart.loader, "/api/footer/links", { part: "links" })).json();
    expect(links.length).toBeGreaterThan(0);
    expect((await get(footerPart.loader, "/api/footer/secrets", { part: "secrets" })).status).toBe(404);
  });

  it("creates, updates and deletes a link that the footer then shows", async () => {
    const admin = await signIn("admin", "admin123");
    const bad = await call(
      footerPart.action,
      jsonRequest("/api/footer/links", "POST", { title: "X", url: "javascript:alert(1)", column_number: 1, sort_order: 1 }, admin),
      { part: "links" },
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toContain("Geçerli bir URL");
    const badColumn = await call(
      footerPart.action,
      jsonRequest("/api/footer/links", "POST", { title: "X", url: "/x", column_number: 4, sort_order: 1 }, admin),
      { part: "links" },
    );
    expect((await badColumn.json()).error).toContain("Sütun 1 ile 3 arasında olmalıdır.");

    const created = await call(
      footerPart.action,
      jsonRequest("/api/footer/links", "POST", { title: "Sözlük", url: "/sozluk", column_number: 2, sort_order: 9 }, admin),
      { part: "links" },
    );
    expect(created.status).toBe(201);
    const link = await created.json();
    const updated = await call(footerPart.action, jsonRequest("/api/footer/links", "POST", { ...link, title: "Kripto Sözlüğü" }, admin), {
      part: "links",
    });
    expect(updated.status).toBe(200);
    const footer = await getFooterData();
    expect(JSON.stringify(footer)).toContain("Kripto Sözlüğü");

    const removed = await call(footerItem.action, requestWith(`/api/footer/links/${link.id}`, { method: "DELETE", cookie: admin }), {
      part: "links",
      id: String(link.id),
    });
    expect(await removed.json()).toBe(true);
    const again = await call(footerItem.action, requestWith(`/api/footer/links/${link.id}`, { method: "DELETE", cookie: admin }), {
      part: "links",
      id: String(link.id),
    });
    expect(again.status).toBe(404);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const admin = await signIn("admin", "admin123");
    const response = await call(footerPart.action, jsonRequest("/api/footer/info", "POST", "{nope", admin), { part: "info" });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBeTruthy();
  });
});

describe("blog API", () => {
  it("gives visitors the published posts and an admin the drafts too", async () => {
    const visitor = await (await get(blogPosts.loader, "/api/blog/posts")).json();
    expect(visitor.every((post: { status: string }) => post.status === "published")).toBe(true);
    expect(visitor).toHaveLength(2);
    const admin = await signIn("admin", "admin123");
    const all = await (await get(blogPosts.loader, "/api/blog/posts", {}, admin)).json();
    expect(all).toHaveLength(3);
    expect(all[0]).toEqual(expect.objectContaining({ title: expect.any(String), content: expect.any(String), tags: expect.any(Array) }));
    const draft = all.find((post: { status: string }) => post.status === "draft");
    expect((await get(blogPost.loader, `/api/blog/posts/${draft.id}`, { id: String(draft.id) })).status).toBe(404);
  });

  it("creates a sanitised post, refuses a bad slug, renames with a redirect and deletes", async () => {
    const admin = await signIn("admin", "admin123");
    const badSlug = await call(blogPosts.action, jsonRequest("/api/blog/posts", "POST", { title: "Yeni", slug: "Büyük Harf" }, admin));
    expect(badSlug.status).toBe(400);
    expect((await badSlug.json()).error).toContain("Kısa ad yalnızca küçük harf");
    const noTitle = await call(blogPosts.action, jsonRequest("/api/blog/posts", "POST", { content: "x" }, admin));
    expect((await noTitle.json()).error).toContain("Başlık gereklidir.");

    const created = await call(
      blogPosts.action,
      jsonRequest(
        "/api/blog/posts",
        "POST",
        {
          title: "API yazısı",
          content: '<p onclick="x()">Merhaba</p><script>alert(1)</script>',
          tags: ["btc", "api"],
          status: "published",
          read_time: 7,
        },
        admin,
      ),
    );
    expect(created.status).toBe(201);
    const post = await created.json();
    // The reading time is counted from the text (one word: 1 minute), whatever the request says.
    expect(post).toMatchObject({ slug: "api-yazisi", tags: ["btc", "api"], read_time: 1, status: "published" });
    expect(post.content).toBe("<p>Merhaba</p>");
    expect(post.published_at).toBeTruthy();

    const taken = await call(blogPosts.action, jsonRequest("/api/blog/posts", "POST", { title: "Başka", slug: "api-yazisi" }, admin));
    expect((await taken.json()).error).toBe("Bu kısa ad başka bir yazıda kullanılıyor.");

    const renamed = await call(
      blogPost.action,
      jsonRequest(`/api/blog/posts/${post.id}`, "PUT", { ...post, slug: "api-yazisi-2" }, admin),
      { id: String(post.id) },
    );
    expect((await renamed.json()).slug).toBe("api-yazisi-2");
    expect(await findRenamedPostSlug("api-yazisi")).toBe("api-yazisi-2");
    expect(await getPublishedPostBySlug("api-yazisi-2")).toBeTruthy();

    const missing = await call(blogPost.action, jsonRequest("/api/blog/posts/99999", "PUT", { title: "Yok" }, admin), { id: "99999" });
    expect(missing.status).toBe(404);
    const removed = await call(blogPost.action, requestWith(`/api/blog/posts/${post.id}`, { method: "DELETE", cookie: admin }), {
      id: String(post.id),
    });
    expect(removed.status).toBe(200);
    expect(await getPublishedPostBySlug("api-yazisi-2")).toBeUndefined();
  });

  it("lists categories with counts, creates with a slug from the name, refuses a duplicate, deletes", async () => {
    const categories = await (await get(blogCategories.loader, "/api/blog/categories")).json();
    expect(categories[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String), post_count: expect.any(Number) }),
    );
    const admin = await signIn("admin", "admin123");
    const created = await call(blogCategories.action, jsonRequest("/api/blog/categories", "POST", { name: "Güvenlik İpuçları" }, admin));
    expect(created.status).toBe(201);
    const category = await created.json();
    expect(category.slug).toBe("guvenlik-ipuclari");
    const duplicate = await call(blogCategories.action, jsonRequest("/api/blog/categories", "POST", { name: "Güvenlik ipuçları" }, admin));
    expect((await duplicate.json()).error).toBe("Bu kısa adla bir kategori zaten var.");
    const removed = await call(
      blogCategory.action,
      requestWith(`/api/blog/categories/${category.id}`, { method: "DELETE", cookie: admin }),
      { id: String(category.id) },
    );
    expect(removed.status).toBe(200);
  });
});

describe("home sections API", () => {
  it("reports invalid list content and keeps disabled sections from visitors", async () => {
    const admin = await signIn("admin", "admin123");
    const bad = await call(
      homeSections.action,
      jsonRequest("/api/home/sections", "POST", { type: "stats", title: "Rakamlar", content: { stats: "çok" } }, admin),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('"stats" alanı bir liste olmalıdır.');
    const created = await call(
      homeSections.action,
      jsonRequest("/api/home/sections", "POST", { type: "cta", title: "Gizli bölüm", enabled: false }, admin),
    );
    expect(created.status).toBe(201);
    const section = await created.json();
    const visitor = await (await get(homeSections.loader, "/api/home/sections")).json();
    expect(visitor.some((item: { id: number }) => item.id === section.id)).toBe(false);
    expect((await get(homeSection.loader, `/api/home/sections/${section.id}`, { id: String(section.id) })).status).toBe(404);
  });
});
