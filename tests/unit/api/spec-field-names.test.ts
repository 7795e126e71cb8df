import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { acceptingAliases } from "~/lib/api-field-names";
import { listCategories } from "~/models/blog.server";
import { getFooterData } from "~/models/footer.server";
import * as blogPosts from "~/routes/api.blog.posts";
import * as blogPost from "~/routes/api.blog.posts.$id";
import * as footerPart from "~/routes/api.footer.$part";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, jsonRequest, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

type Handler = (args: ActionFunctionArgs & LoaderFunctionArgs) => Promise<unknown>;

function call(handler: unknown, request: Request, params: Record<string, string> = {}) {
  return answer(() => (handler as Handler)({ request, params, context }));
}

describe("acceptingAliases", () => {
  const schema = acceptingAliases(z.object({ column_number: z.number(), title: z.string().optional() }), { column: "column_number" });

  it("reads a spec name as the stored one, and keeps the stored one when both are given", () => {
    expect(schema.parse({ column: 2, title: "a" })).toEqual({ column_number: 2, title: "a" });
    expect(schema.parse({ column: 2, column_number: 1 })).toEqual({ column_number: 1 });
  });

  it("names a broken field as the caller wrote it", () => {
    expect(schema.safeParse({ column: "x" }).error?.issues[0]?.path).toEqual(["column"]);
    expect(schema.safeParse({ column_number: "x" }).error?.issues[0]?.path).toEqual(["column_number"]);
    expect(schema.safeParse("not an object").success).toBe(false);
  });
});

describe("footer API with the spec's field names", () => {
  const info = {
    companyName: "Kripto Rehber A.Ş.",
    description: "Açıklama",
    newsletterDescription: "Haftalık bülten",
    address: "İstanbul",
    phone: "+90 212 000 00 00",
    email: "info@example.com",
    copyright: "© Kripto Rehber",
  };

  it("saves the company block from companyName and newsletterDescription and answers with both spellings", async () => {
    const admin = await signIn("admin", "admin123");
    const saved = await call(footerPart.action, jsonRequest("/api/footer/info", "POST", info, admin), { part: "info" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      company_name: "Kripto Rehber A.Ş.",
      companyName: "Kripto Rehber A.Ş.",
      newsletter_description: "Haftalık bülten",
      newsletterDescription: "Haftalık bülten",
    });
    expect((await getFooterData()).info.company_name).toBe("Kripto Rehber A.Ş.");
    const read = await call(footerPart.loader, requestWith("/api/footer/info"), { part: "info" });
    expect(await read.json()).toMatchObject({ companyName: "Kripto Rehber A.Ş.", newsletterDescription: "Haftalık bülten" });
  });

  it("still refuses a company block without its name, whichever spelling is missing", async () => {
    const admin = await signIn("admin", "admin123");
    const { companyName: _dropped, ...withoutName } = info;
    const refused = await call(footerPart.action, jsonRequest("/api/footer/info", "POST", withoutName, admin), { part: "info" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toContain("Şirket adı gereklidir.");
  });

  it("creates and updates a link from column and order, and lists it with both spellings", async () => {
    const admin = await signIn("admin", "admin123");
    const created = await call(
      footerPart.action,
      jsonRequest("/api/footer/links", "POST", { title: "Sözlük", url: "/crypto-dictionary", column: 2, order: 4 }, admin),
      { part: "links" },
    );
    expect(created.status).toBe(201);
    const link = await created.json();
    expect(link).toMatchObject({ column_number: 2, sort_order: 4, column: 2, order: 4 });

    const moved = await call(
      footerPart.action,
      jsonRequest("/api/footer/links", "POST", { id: link.id, title: "Sözlük", url: "/crypto-dictionary", column: 3, order: 1 }, admin),
      { part: "links" },
    );
    expect(moved.status).toBe(200);
    const listed = await (await call(footerPart.loader, requestWith("/api/footer/links"), { part: "links" })).json();
    expect(listed.find((item: { id: number }) => item.id === link.id)).toMatchObject({ column: 3, order: 1, column_number: 3 });
    const column3 = (await getFooterData()).columns.find((column) => column.column === 3)!;
    expect(column3.links.map((item) => item.title)).toContain("Sözlük");

    const badColumn = await call(
      footerPart.action,
      jsonRequest("/api/footer/links", "POST", { title: "X", url: "/x", column: 5, order: 1 }, admin),
      { part: "links" },
    );
    expect(badColumn.status).toBe(400);
    // The message names the field as the caller wrote it.
    expect((await badColumn.json()).error).toBe("column: Sütun 1 ile 3 arasında olmalıdır.");
    const badColumnNumber = await call(
      footerPart.action,
      jsonRequest("/api/footer/links", "POST", { title: "X", url: "/x", column_number: 0, order: 1 }, admin),
      { part: "links" },
    );
    expect((await badColumnNumber.json()).error).toBe("column_number: Sütun 1 ile 3 arasında olmalıdır.");
  });

  it("takes order for social links and column/order for column headers", async () => {
    const admin = await signIn("admin", "admin123");
    const social = await call(
      footerPart.action,
      jsonRequest("/api/footer/social", "POST", { platform: "Mastodon", url: "https://example.social/@k", icon: "🐘", order: 7 }, admin),
      { part: "social" },
    );
    expect(social.status).toBe(201);
    expect(await social.json()).toMatchObject({ sort_order: 7, order: 7 });
    const header = await call(
      footerPart.action,
      jsonRequest("/api/footer/headers", "POST", { title: "Araçlar", column: 1, order: 2 }, admin),
      { part: "headers" },
    );
    expect(header.status).toBe(201);
    expect(await header.json()).toMatchObject({ column_number: 1, column: 1, sort_order: 2, order: 2 });
  });
});

describe("blog posts API with the category by name", () => {
  it("resolves category by name (any case) on create and update, and returns meta_title and meta_description", async () => {
    const admin = await signIn("admin", "admin123");
    const categories = await listCategories();
    const ethereum = categories.find((category) => category.name === "Ethereum")!;
    const defi = categories.find((category) => category.name === "DeFi")!;
    const created = await call(
      blogPosts.action,
      jsonRequest(
        "/api/blog/posts",
        "POST",
        { title: "Kategori adıyla", category: "ethereum", meta_title: "SEO başlığı", meta_description: "SEO açıklaması" },
        admin,
      ),
    );
    expect(created.status).toBe(201);
    const post = await created.json();
    expect(post).toMatchObject({
      category_id: ethereum.id,
      category: "Ethereum",
      meta_title: "SEO başlığı",
      meta_description: "SEO açıklaması",
    });

    // A post read from the API and sent back with a new category name moves to that category.
    const updated = await call(
      blogPost.action,
      jsonRequest(`/api/blog/posts/${post.id}`, "PUT", { ...post, category: "DeFi", category_id: undefined }, admin),
      { id: String(post.id) },
    );
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ category_id: defi.id, category: "DeFi", meta_title: "SEO başlığı" });

    const listed = await (await call(blogPosts.loader, requestWith("/api/blog/posts", { cookie: admin }))).json();
    expect(listed.find((item: { id: number }) => item.id === post.id)).toMatchObject({ meta_description: "SEO açıklaması" });
  });

  it("refuses an unknown category name, and a name and an id that disagree, with 400 and a Turkish message", async () => {
    const admin = await signIn("admin", "admin123");
    const unknown = await call(blogPosts.action, jsonRequest("/api/blog/posts", "POST", { title: "Yeni", category: "Hayali" }, admin));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toBe('category: "Hayali" adında bir kategori yok.');

    const bitcoin = (await listCategories()).find((category) => category.name === "Bitcoin")!;
    const clash = await call(
      blogPosts.action,
      jsonRequest("/api/blog/posts", "POST", { title: "Yeni", category: "DeFi", category_id: bitcoin.id }, admin),
    );
    expect(clash.status).toBe(400);
    expect((await clash.json()).error).toBe("category ve category_id farklı kategorileri gösteriyor.");

    const agreeing = await call(
      blogPosts.action,
      jsonRequest("/api/blog/posts", "POST", { title: "Uyumlu", category: "Bitcoin", category_id: bitcoin.id }, admin),
    );
    expect(agreeing.status).toBe(201);
  });
});
