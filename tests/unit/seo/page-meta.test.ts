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
