import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/admin/pager";
import { PageHero } from "~/components/layout/page-hero";
import { HeroSearch } from "~/components/ui/list-controls";
import { pageParam, pageWindow } from "~/lib/pagination";
import { groupByKey, groupCounts, groupHits } from "~/lib/search/groups";
import { MAX_QUERY_LENGTH, QUERY_PROBLEM_MESSAGES, parseSearchQuery } from "~/lib/search/query";
import { pageMeta } from "~/lib/seo/meta";
import { searchSite } from "~/models/search.server";
import { EmptyState, ResultSection, type PageHit } from "./results";

// Not in the page cache: every query is its own page, and the search itself takes a few milliseconds.

const PAGE_SIZE = 20;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data?.q ? `“${args.data.q}” araması` : "Sitede ara",
    description: "Araçlar, coinler, sözlük, dersler, blog yazıları, sık sorulan sorular ve haberler içinde arayın.",
    noindex: true,
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim();
  const group = groupByKey(params.get("kind"));
  const base = {
    q,
    kind: group?.key ?? null,
    hits: [] as PageHit[],
    total: 0,
    groups: [] as ReturnType<typeof groupCounts>,
    pagination: null,
  };
  if (!q) return { ...base, message: null };
  const parsed = parseSearchQuery(q);
  if ("problem" in parsed) {
    const shown = q.length > MAX_QUERY_LENGTH ? `${q.slice(0, 60)}…` : q;
    return data({ ...base, q: shown, message: QUERY_PROBLEM_MESSAGES[parsed.problem] }, { status: 400 });
  }

  const kinds = group?.kinds;
  let window = pageWindow(Number.MAX_SAFE_INTEGER, pageParam(params.get("page")), PAGE_SIZE);
  let result = await searchSite(q, { kinds, limit: PAGE_SIZE, offset: window.offset });
  const clamped = pageWindow(result.total, window.page, PAGE_SIZE);
  // A page past the end shows the last one.
  if (clamped.page !== window.page) result = await searchSite(q, { kinds, limit: PAGE_SIZE, offset: clamped.offset });
  window = clamped;
  const hits = result.hits.map(({ kind, title, url, snippet, highlights, titleHighlights }): PageHit => ({
    kind,
    title,
    url,
    snippet,
    highlights,
    titleHighlights,
  }));
  const pagination = { page: window.page, pages: window.pages, total: window.total, limit: window.limit };
  return { ...base, hits, total: result.total, groups: groupCounts(result.counts), pagination, message: null };
}

export default function SearchPage() {
  const { q, kind, hits, total, groups, pagination, message } = useLoaderData<typeof loader>();
  const all = groups.reduce((sum, entry) => sum + entry.count, 0);
  const filterLink = (key: string | null) => `/search?q=${encodeURIComponent(q)}${key ? `&kind=${key}` : ""}`;
  return (
    <main className="flex-1">
      <PageHero
        trail={[]}
        title="Sitede ara"
        lead="Araçlar, coinler, sözlük terimleri, dersler, blog yazıları, sık sorulan sorular ve haberler."
      >
        <HeroSearch
          id="search-page-q"
          label="Sitede ara"
          action="/search"
          defaultValue={q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Örneğin: likidite, cüzdan, bitcoin"
        >
          {kind ? <input type="hidden" name="kind" value={kind} /> : null}
        </HeroSearch>
      </PageHero>

      <div className="container-page space-y-8 py-10">
        {message ? (
          <p role="alert" className="card border border-amber-500/40 p-4 text-amber-200">
            {message}
          </p>
        ) : null}

        {q && !message ? (
          <p role="status" className="text-sm text-slate-400">
            {total > 0 ? `“${q}” için ${total} sonuç bulundu.` : `“${q}” için sonuç bulunamadı.`}
          </p>
        ) : null}

        {groups.length > 1 || kind ? (
          <nav aria-label="Sonuç türleri" className="flex flex-wrap gap-2 text-sm">
            <Link
              to={filterLink(null)}
              className={`btn ${kind ? "btn-secondary" : "btn-primary"}`}
              aria-current={kind ? undefined : "page"}
            >
              Tümü ({all})
            </Link>
            {groups.map(({ group, count }) => (
              <Link
                key={group.key}
                to={filterLink(group.key)}
                className={`btn ${kind === group.key ? "btn-primary" : "btn-secondary"}`}
                aria-current={kind === group.key ? "page" : undefined}
              >
                {group.label} ({count})
              </Link>
            ))}
          </nav>
        ) : null}

        {q && !message && total === 0 ? <EmptyState q={q} /> : null}

        {groupHits(hits).map((section) => (
          <ResultSection key={section.group.key} group={section.group} hits={section.hits} />
        ))}

        {pagination && pagination.pages > 1 ? <Pager {...pagination} /> : null}
      </div>
    </main>
  );
}
