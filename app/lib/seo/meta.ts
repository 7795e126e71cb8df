import type { MetaDescriptor } from "@remix-run/node";
import { SITE_NAME, defaultSeo } from "../site/identity";

export interface PageSeoFields {
  title: string;
  description: string;
  keywords: string;
  og_title: string;
  og_description: string;
  og_image: string;
  twitter_title: string;
  twitter_description: string;
  twitter_image: string;
  canonical_url: string;
  noindex: number;
  nofollow: number;
}

export interface SiteSeo {
  siteName: string;
  defaultTitle: string;
  description: string;
  keywords: string;
  ogImage: string;
  canonicalBase: string;
  page: PageSeoFields | null;
}

export interface PageMetaOptions {
  /** The page's own title; shown as "Title | Site". */
  title?: string;
  description?: string;
  /** Open Graph type; "article" for blog posts. */
  type?: string;
  image?: string | null;
  /** Hide the page from search engines whatever page SEO says (e.g. admin screens). */
  noindex?: boolean;
}

interface MetaArgsLike {
  matches: { id: string; data?: unknown }[];
  location: { pathname: string };
  error?: unknown;
}

function rootSeo(matches: MetaArgsLike["matches"]): SiteSeo | undefined {
  const root = matches.find((m) => m.id === "root")?.data as { seo?: SiteSeo } | undefined;
  return root?.seo;
}

function errorTitle(error: unknown) {
  if (!error) return undefined;
  // A route error response carries its status. Read here without @remix-run/react: the
  // catch-all route (no markup) would otherwise be the one browser entry that loads the
  // framework without React's JSX runtime, which splits the two into separate files.
  const status = typeof error === "object" && "status" in error ? error.status : undefined;
  if (status === 404) return "Sayfa bulunamadı";
  if (status === 503) return "Bakım çalışması";
  return "Bir hata oluştu";
}

/**
 * The meta tags of a page. An admin's page SEO entry for the path wins over the
 * route's own title and description, which win over the site defaults.
 */
export function pageMeta(args: MetaArgsLike, options: PageMetaOptions = {}): MetaDescriptor[] {
  const seo = rootSeo(args.matches);
  const siteName = seo?.siteName || SITE_NAME;
  const page = seo?.page ?? null;
  const ownTitle = errorTitle(args.error) ?? options.title;

  const title = page?.title || (ownTitle ? `${ownTitle} | ${siteName}` : seo?.defaultTitle || defaultSeo.default_title);
  const description = page?.description || options.description || seo?.description || defaultSeo.site_description;
  const keywords = page?.keywords || seo?.keywords || "";
  const image = page?.og_image || options.image || seo?.ogImage || "";
  const base = seo?.canonicalBase?.replace(/\/+$/, "") ?? "";
  const canonical = page?.canonical_url || (base ? `${base}${args.location.pathname}` : "");

  const robots = [options.noindex || page?.noindex ? "noindex" : "", options.noindex || page?.nofollow ? "nofollow" : ""].filter(Boolean);

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: page?.og_title || title },
    { property: "og:description", content: page?.og_description || description },
    { property: "og:locale", content: "tr_TR" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page?.twitter_title || page?.og_title || title },
    { name: "twitter:description", content: page?.twitter_description || page?.og_description || description },
  ];
  if (keywords) tags.push({ name: "keywords", content: keywords });
  if (robots.length) tags.push({ name: "robots", content: robots.join(", ") });
  if (image) {
    tags.push({ property: "og:image", content: image });
    tags.push({ name: "twitter:image", content: page?.twitter_image || image });
  }
  if (canonical) {
    tags.push({ property: "og:url", content: canonical });
    tags.push({ tagName: "link", rel: "canonical", href: canonical });
  }
  return tags;
}
