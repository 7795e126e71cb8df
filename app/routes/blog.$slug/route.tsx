import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { BlogList } from "~/components/blog/blog-list";
import { LikeButton } from "~/components/blog/like-button";
import { PostCard, PostImage, PostMeta, TagList } from "~/components/blog/post-card";
import { useNonce } from "~/components/nonce";
import { isoDate } from "~/lib/format";
import { sanitizeHtml } from "~/server/sanitize.server";
import { siteBase } from "~/server/site-url.server";
import { readVisitorKey } from "~/server/visitor.server";
import { findRenamedPostSlug, getBlogListing, getPublishedPostBySlug, hasLiked, recordView, relatedPosts } from "~/models/blog.server";
import { getSeoSettings } from "~/models/seo.server";
import { pageMeta } from "~/lib/seo/meta";
import type { PageCacheHandle } from "~/lib/page-cache/rules";
import { boundaryBackTo } from "~/components/error-boundary";
import { Section } from "~/components/ui/section";
import { OutlineIcon } from "~/components/icon-file";

export const handle: PageCacheHandle = { pageCache: "counted" };

export const meta: MetaFunction<typeof loader> = (args) => {
  const post = args.data && "post" in args.data ? args.data.post : undefined;
  if (!post) return pageMeta(args, { title: "Yazı bulunamadı", noindex: true });
  return pageMeta(args, {
    title: post.meta_title || post.title,
    description: post.meta_description || post.excerpt,
    type: "article",
    image: post.featured_image,
  });
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const post = await getPublishedPostBySlug(slug);
  if (!post) {
    const renamed = await findRenamedPostSlug(slug);
    if (renamed) throw redirect(`/blog/${renamed}`, 301);
    // An unknown or draft slug shows the post list to the visitor; the 404 status tells crawlers the truth.
    return data({ listing: await getBlogListing({}) }, { status: 404 });
  }

  await recordView(post.id);
  // A page served from the page cache runs no loader; the view is counted all the same.
  context.pageCacheOnHit = (visits) => recordView(post.id, visits);
  // Reading sets no cookie, so anonymous readers share one cached page; the like gives one.
  const visitorKey = await readVisitorKey(request);
  const [liked, related, seo] = await Promise.all([
    visitorKey ? hasLiked(post.id, visitorKey) : false,
    relatedPosts(post),
    getSeoSettings(),
  ]);
  const origin = siteBase(seo.canonical_url_base);
  return data({
    // Stored content was sanitised on save; doing it again guards against rows written some other way.
    post: { ...post, content: sanitizeHtml(post.content), views: post.views + 1 },
    liked,
    related,
    jsonLd: blogPostingJsonLd(post, origin, seo.site_name),
  });
}

/** The like button updates itself; re-running this loader would count a second view. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.endsWith("/like") ? false : defaultShouldRevalidate;

function blogPostingJsonLd(
  post: {
    title: string;
    excerpt: string;
    slug: string;
    author: string;
    featured_image: string | null;
    published_at: string;
    updated_at: string;
    tags: string[];
    category: string | null;
  },
  origin: string,
  siteName: string,
) {
  const url = `${origin}/blog/${post.slug}`;
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src.startsWith("/") ? "" : "/"}${src}`);
  const json = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: siteName },
    datePublished: isoDate(post.published_at),
    dateModified: isoDate(post.updated_at),
    ...(post.featured_image ? { image: absolute(post.featured_image) } : {}),
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
    inLanguage: "tr-TR",
  };
  // "<" escaped so a title containing "</script>" cannot end the script element.
  return JSON.stringify(json).replace(/</g, "\\u003c");
}

export default function BlogPostPage() {
  const loaderData = useLoaderData<typeof loader>();
  const nonce = useNonce();
  if ("listing" in loaderData) {
    return (
      <BlogList
        listing={loaderData.listing}
        notice="Aradığınız yazı bulunamadı ya da henüz yayımlanmadı. Diğer yazılarımıza göz atabilirsiniz."
      />
    );
  }
  const { post, liked, related, jsonLd } = loaderData;

  return (
    <main className="flex-1">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <article className="container-page max-w-4xl py-10">
        <Link to="/blog" className="inline-flex items-center gap-2 text-sm text-brand-300 hover:text-brand-200">
          <OutlineIcon name="ArrowLeftIcon" className="h-4 w-4" />
          Blog'a Dön
        </Link>
        <header className="mt-6">
          {post.category ? (
            <Link
              to={`/blog?category=${encodeURIComponent(post.category_slug ?? "")}`}
              className="inline-block rounded-full bg-brand-500/15 px-3 py-1 text-xs font-medium text-brand-300 hover:bg-brand-500/25"
            >
              {post.category}
            </Link>
          ) : null}
          <h1 className="mt-4 text-3xl font-bold text-white sm:text-5xl">{post.title}</h1>
          {post.excerpt ? <p className="mt-4 text-lg text-slate-300">{post.excerpt}</p> : null}
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 border-y border-slate-800 py-4 text-sm text-slate-300">
            <span className="inline-flex items-center gap-1.5">
              <OutlineIcon name="UserIcon" className="h-4 w-4" />
              {post.author}
            </span>
            <PostMeta post={post} />
            <span className="inline-flex items-center gap-1 text-xs text-slate-400">
              <OutlineIcon name="EyeIcon" className="h-4 w-4" />
              {post.views} görüntülenme
            </span>
          </div>
        </header>
        {post.featured_image ? <PostImage post={post} className="mt-8 max-h-[28rem] rounded-2xl" eager /> : null}
        <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: post.content }} />
        <footer className="mt-10 flex flex-col gap-6 border-t border-slate-800 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <TagList tags={post.tags} />
          <LikeButton key={post.slug} slug={post.slug} liked={liked} likes={post.likes} />
        </footer>
      </article>

      {related.length ? (
        <Section id="related-heading" title="İlgili Yazılar" className="container-page py-10" heading="2xl-bold">
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </main>
  );
}

/** A missing post or day answers with its own page (and status); this is for every other error. */
export const ErrorBoundary = boundaryBackTo("/blog", "Bloga dön");
