import { formatDateTime, relativeTime } from "~/lib/format";
import { Link } from "@remix-run/react";
import type { NewsItem, NewsSource } from "~/lib/news/schema";
import { coinTags, type Story } from "~/lib/news/stories";
import { Section } from "~/components/ui/section";

type Freshness = Pick<NewsSource, "id" | "name" | "lastFetchAt" | "lastFetchOk" | "lastSuccessAt">;

/** When an item was published, or that its feed gave no date. */
function ItemTime({ item }: { item: NewsItem }) {
  return item.publishedAt ? (
    <time dateTime={item.publishedAt}>{formatDateTime(item.publishedAt)}</time>
  ) : (
    <>
      Yayın zamanı belirtilmemiş; sitemize eklendi: <time dateTime={item.seenAt}>{formatDateTime(item.seenAt)}</time>
    </>
  );
}

/** One entry per story: its newest headline, the coins it names, and the other outlets that told it. */
export function NewsList({ stories }: { stories: Story<NewsItem>[] }) {
  return (
    <ul className="space-y-3" aria-label="Haberler">
      {stories.map(({ lead, others }) => {
        const coins = coinTags(lead.title);
        return (
          <li key={lead.id} className="card p-4">
            <article>
              <h2 className="text-lg font-semibold text-white">
                <a href={lead.link} rel="noopener nofollow" className="hover:text-brand-200 hover:underline">
                  {lead.title}
                </a>
              </h2>
              <p className="mt-1 text-sm text-slate-400">
                <span className="font-medium text-slate-300">{lead.sourceName}</span>
                {" · "}
                <ItemTime item={lead} />
              </p>
              {lead.summary ? <p className="mt-2 text-sm text-slate-300">{lead.summary}</p> : null}
              {coins.length ? (
                <p className="mt-2 flex flex-wrap gap-2 text-xs" data-testid="news-coins">
                  <span className="sr-only">Haberde geçen coinler:</span>
                  {coins.map((coin) => (
                    <Link key={coin.symbol} to={coin.href} className="rounded bg-white/10 px-2 py-0.5 text-brand-200 hover:underline">
                      {coin.symbol}
                      <span className="sr-only"> piyasa sayfası</span>
                    </Link>
                  ))}
                </p>
              ) : null}
              {others.length ? (
                <div className="mt-3 border-t border-white/10 pt-2 text-sm" data-testid="news-story-outlets">
                  <p className="text-slate-400">Aynı haber {others.length + 1} kaynakta:</p>
                  <ul className="mt-1 space-y-1">
                    {others.map((item) => (
                      <li key={item.id} className="text-slate-300">
                        <span className="font-medium">{item.sourceName}</span>:{" "}
                        <a href={item.link} rel="noopener nofollow" className="text-brand-200 hover:underline">
                          {item.title}
                        </a>{" "}
                        <span className="text-slate-400">
                          (<ItemTime item={item} />)
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** Each source's freshness, said plainly: when it was last read successfully, and whether the last try failed. */
export function SourceFreshness({ sources, now }: { sources: Freshness[]; now: string }) {
  const nowMs = Date.parse(now);
  return (
    <Section id="news-sources-heading" title="Kaynaklar ve güncellik" className="card p-4" heading="lg">
      <ul className="mt-3 space-y-2 text-sm" data-testid="news-freshness">
        {sources.map((source) => (
          <li key={source.id} className="flex flex-wrap gap-x-2 text-slate-300">
            <span className="font-medium text-white">{source.name}:</span>
            {source.lastSuccessAt ? (
              <span>
                son başarılı okuma <time dateTime={source.lastSuccessAt}>{formatDateTime(source.lastSuccessAt)}</time> (
                {relativeTime(source.lastSuccessAt, nowMs)})
              </span>
            ) : (
              <span className="text-amber-200">{source.lastFetchAt ? "henüz ulaşılamadı" : "henüz okunmadı"}</span>
            )}
            {source.lastSuccessAt && source.lastFetchOk === false && source.lastFetchAt ? (
              <span className="text-amber-200">
                · son deneme (<time dateTime={source.lastFetchAt}>{formatDateTime(source.lastFetchAt)}</time>) başarısız, eski haberleri
                gösteriliyor
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
