import { describe, expect, it } from "vitest";
import { pageMeta, type PageSeoFields, type SiteSeo } from "~/lib/seo/meta";

const site: SiteSeo = {
  siteName: "Kripto Rehber",
  defaultTitle: "Kripto Rehber - Yapay Zekâ Destekli Kripto Rehberi",
  description: "Site açıklaması",
  keywords: "kripto, bitcoin",
  ogImage: "",
  canonicalBase: "https://kriptorehber.example/",
  page: null,
};

function args(page: Partial<PageSeoFields> | null, pathname = "/blog") {
  const pageSeo = page
    ? ({
        title: "",
        description: "",
        keywords: "",
        og_title: "",
        og_description: "",
        og_image: "",
        twitter_title: "",
        twitter_description: "",
        twitter_image: "",
        canonical_url: "",
        noindex: 0,
        nofollow: 0,
        ...page,
      } as PageSeoFields)
    : null;
  return { matches: [{ id: "root", data: { seo: { ...site, page: pageSeo } } }], location: { pathname } };
}

const find = (tags: ReturnType<typeof pageMeta>, key: string) =>
  tags.find((t) => ("title" in t && key === "title") || ("name" in t && t.name === key) || ("property" in t && t.property === key));

describe("pageMeta", () => {
  it("uses the route's title with the site name, the route's description and a canonical URL", () => {
    const tags = pageMeta(args(null), { title: "Blog", description: "Yazılar" });
    expect(find(tags, "title")).toEqual({ title: "Blog | Kripto Rehber" });
    expect(find(tags, "description")).toEqual({ name: "description", content: "Yazılar" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://kriptorehber.example/blog" });
    expect(find(tags, "robots")).toBeUndefined();
  });

  it("falls back to the site's default title and description", () => {
    const tags = pageMeta(args(null, "/"));
    expect(find(tags, "title")).toEqual({ title: site.defaultTitle });
    expect(find(tags, "description")).toEqual({ name: "description", content: "Site açıklaması" });
  });

  it("lets an admin's page SEO override title, description and robots", () => {
    const tags = pageMeta(args({ title: "Özel Başlık", description: "Özel açıklama", noindex: 1, nofollow: 1 }), {
      title: "Blog",
      description: "Yazılar",
    });
    expect(find(tags, "title")).toEqual({ title: "Özel Başlık" });
    expect(find(tags, "description")).toEqual({ name: "description", content: "Özel açıklama" });
    expect(find(tags, "robots")).toEqual({ name: "robots", content: "noindex, nofollow" });
  });

  it("keeps admin screens out of search engines", () => {
    expect(find(pageMeta(args(null, "/admin"), { title: "Admin", noindex: true }), "robots")).toEqual({
      name: "robots",
      content: "noindex, nofollow",
    });
  });
});

describe("pageMeta on an error page and without site settings", () => {
  const at = (error: unknown) => find(pageMeta({ ...args(null), error }, { title: "Blog" }), "title");

  it("titles the page by its error: not found, maintenance, or any other", () => {
    expect(at({ status: 404 })).toEqual({ title: "Sayfa bulunamadı | Kripto Rehber" });
    expect(at({ status: 503 })).toEqual({ title: "Bakım çalışması | Kripto Rehber" });
    expect(at({ status: 500 })).toEqual({ title: "Bir hata oluştu | Kripto Rehber" });
    expect(at(new Error("x"))).toEqual({ title: "Bir hata oluştu | Kripto Rehber" });
    expect(at("metin")).toEqual({ title: "Bir hata oluştu | Kripto Rehber" });
    expect(at(undefined)).toEqual({ title: "Blog | Kripto Rehber" });
    expect(at(null)).toEqual({ title: "Blog | Kripto Rehber" });
  });

  it("writes every tag in order, with an image, keywords and the page's own social texts", () => {
    const tags = pageMeta(
      args({
        og_title: "OG",
        og_description: "OG açıklama",
        twitter_title: "TW",
        twitter_description: "TW açıklama",
        twitter_image: "/tw.png",
        nofollow: 1,
      }),
      { title: "Blog", description: "Yazılar", type: "article", image: "/og.png" },
    );
    expect(tags).toEqual([
      { title: "Blog | Kripto Rehber" },
      { name: "description", content: "Yazılar" },
      { property: "og:site_name", content: "Kripto Rehber" },
      { property: "og:type", content: "article" },
      { property: "og:title", content: "OG" },
      { property: "og:description", content: "OG açıklama" },
      { property: "og:locale", content: "tr_TR" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: "TW" },
      { name: "twitter:description", content: "TW açıklama" },
      { name: "keywords", content: "kripto, bitcoin" },
      { name: "robots", content: "nofollow" },
      { property: "og:image", content: "/og.png" },
      { name: "twitter:image", content: "/tw.png" },
      { property: "og:url", content: "https://kriptorehber.example/blog" },
      { tagName: "link", rel: "canonical", href: "https://kriptorehber.example/blog" },
    ]);
  });

  it("writes the canonical address without the base's trailing slashes", () => {
    const tags = pageMeta({
      matches: [{ id: "root", data: { seo: { ...site, canonicalBase: "https://kriptorehber.example//" } } }],
      location: { pathname: "/faq" },
    });
    expect(find(tags, "og:url")).toEqual({ property: "og:url", content: "https://kriptorehber.example/faq" });
  });

  it("falls back to the Open Graph texts for Twitter, and to the site image", () => {
    const tags = pageMeta({
      ...args({ og_title: "OG", og_description: "OG açıklama" }),
      matches: [{ id: "root", data: { seo: { ...site, ogImage: "/site.png", page: null } } }],
    });
    expect(find(tags, "twitter:image")).toEqual({ name: "twitter:image", content: "/site.png" });
    const own = pageMeta(
      args({ og_title: "OG", og_description: "OG açıklama", og_image: "/page.png", canonical_url: "https://x.example/kendi" }),
    );
    expect(find(own, "twitter:title")).toEqual({ name: "twitter:title", content: "OG" });
    expect(find(own, "twitter:description")).toEqual({ name: "twitter:description", content: "OG açıklama" });
    expect(find(own, "twitter:image")).toEqual({ name: "twitter:image", content: "/page.png" });
    expect(find(own, "og:url")).toEqual({ property: "og:url", content: "https://x.example/kendi" });
    expect(find(own, "og:type")).toEqual({ property: "og:type", content: "website" });
  });

  it("uses the site's built-in name, title and description when the root has no settings, and no canonical address", () => {
    const tags = pageMeta({ matches: [{ id: "root" }], location: { pathname: "/x" } });
    expect(find(tags, "og:site_name")).toEqual({ property: "og:site_name", content: "Kripto Rehber" });
    expect(find(tags, "twitter:card")).toEqual({ name: "twitter:card", content: "summary" });
    expect(tags.some((tag) => "rel" in tag || ("name" in tag && (tag.name === "keywords" || tag.name === "robots")))).toBe(false);
    expect(find(tags, "og:url")).toBeUndefined();
    expect(find(tags, "og:image")).toBeUndefined();
    expect(find(tags, "twitter:image")).toBeUndefined();
    const titled = pageMeta({ matches: [], location: { pathname: "/x" } }, { title: "Araç" });
    expect(find(titled, "title")).toEqual({ title: "Araç | Kripto Rehber" });
  });
});
