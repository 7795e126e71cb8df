import { Form, Link } from "@remix-run/react";
import type { BlogListing } from "~/lib/blog/types";
import { PostCard } from "./post-card";
import { Section } from "~/components/ui/section";
import { OutlineIcon } from "~/components/icon-file";

/**
 * The blog's list view: search and category in the URL (a GET form), the
 * featured three without filters, the grid, category tiles and the empty state.
 * The post route shows it too, under a notice, for a slug it cannot find.
 */
export function BlogList({ listing, notice }: { listing: BlogListing; notice?: string }) {
  const { search, category, filtered, total, page, pageCount, posts, featured, categories } = listing;
  const [lead, ...others] = featured;

  return (
    <main className="flex-1">
      <section className="border-b border-white/10 bg-gradient-to-b from-brand-900/40 to-slate-950 py-16">
        <div className="container-page text-center">
          <h1 className="text-4xl font-bold text-white">Blog</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">Kripto dünyasından rehberler, analizler ve anlaşılır açıklamalar.</p>
          {/* Keyed by the filters so that after a client-side navigation the fields show the new URL's values. */}
          <Form
            key={`${search}\u0000${category}`}
            method="get"
            action="/blog"
            role="search"
            className="mx-auto mt-8 flex max-w-3xl flex-col gap-3 sm:flex-row"
          >
            <label htmlFor="blog-search" className="sr-only">
              Yazılarda ara
            </label>
            <div className="relative flex-1">
              <OutlineIcon name="MagnifyingGlassIcon" className="pointer-events-none absolute top-2.5 left-3 h-5 w-5 text-slate-400" />
              <input
                id="blog-search"
                type="search"
                name="search"
                defaultValue={search}
                placeholder="Başlık, özet veya etiket ara..."
                className="input pl-10"
              />
            </div>
            <label htmlFor="blog-category" className="sr-only">
              Kategori
            </label>
            <select id="blog-category" name="category" defaultValue={category} className="input sm:w-48">
              <option value="">Tüm Kategoriler</option>
              {categories.map((item) => (
                <option key={item.id} value={item.slug}>
                  {item.name}
                </option>
              ))}
            </select>
            <button type="submit" className="btn btn-primary">
              Ara
            </button>
          </Form>
        </div>
      </section>

      {notice ? (
        <div className="container-page pt-8">
          <p role="alert" className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-4 py-3 text-amber-100">
            {notice}
          </p>
        </div>
      ) : null}

      {lead ? (
        <Section id="featured-heading" title="Öne Çıkan Yazılar" className="container-page pt-12" heading="2xl-bold">
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <PostCard post={lead} size="large" />
            </div>
            <div className="grid gap-6">
              {others.map((post) => (
                <PostCard key={post.id} post={post} size="small" />
              ))}
            </div>
          </div>
        </Section>
      ) : null}

      {/* Without filters the featured posts are not listed again: with no others there is no list. */}
      {filtered || posts.length || !lead ? (
        <section aria-labelledby="posts-heading" className="container-page pt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="posts-heading" className="text-2xl font-bold text-white">
              {filtered ? `Arama Sonuçları (${total})` : lead ? "Diğer Yazılar" : "Tüm Yazılar"}
            </h2>
            {filtered ? (
              <Link to="/blog" className="text-sm text-brand-300 hover:text-brand-200">
                Filtreleri Temizle
              </Link>
            ) : null}
          </div>
          {posts.length ? (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="post-grid">
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <div role="status" className="card mt-6 text-center">
              <p className="text-lg font-semibold text-white">Aradığınız kriterlere uygun yazı bulunamadı.</p>
              <p className="mt-2 text-slate-400">Farklı bir arama deneyin ya da filtreleri temizleyin.</p>
              <Link to="/blog" className="btn btn-secondary mt-5">
                Filtreleri Temizle
              </Link>
            </div>
          )}
        </section>
      ) : null}

      {pageCount > 1 ? <Pagination search={search} category={category} page={page} pageCount={pageCount} /> : null}

      {categories.length ? (
        <Section id="categories-heading" title="Kategoriler" className="container-page pt-14" heading="2xl-bold">
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {categories.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/blog?category=${encodeURIComponent(item.slug)}`}
                  aria-current={item.slug === category ? "page" : undefined}
                  className="card flex items-center gap-3 p-4 transition hover:border-brand-500/50 aria-[current=page]:border-brand-400"
                >
                  <OutlineIcon name="FolderIcon" className="h-6 w-6 shrink-0 text-brand-300" />
                  <span className="flex flex-col">
                    <span className="font-semibold text-white">{item.name}</span>
                    <span className="text-xs text-slate-400">{item.count} yazı</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </main>
  );
}

function Pagination({ search, category, page, pageCount }: { search: string; category: string; page: number; pageCount: number }) {
  const href = (target: number) => {
    const params = new URLSearchParams();
    if (search) params.set("search", search);
    if (category) params.set("category", category);
    if (target > 1) params.set("page", String(target));
    const query = params.toString();
    return query ? `/blog?${query}` : "/blog";
  };
  return (
    <nav aria-label="Sayfalama" className="container-page mt-8 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn btn-secondary">
          Önceki
        </Link>
      ) : null}
      <span className="text-sm text-slate-400">
        Sayfa {page} / {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className="btn btn-secondary">
          Sonraki
        </Link>
      ) : null}
    </nav>
  );
}
