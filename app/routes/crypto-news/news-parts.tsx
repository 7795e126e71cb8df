import { formatDateTime, relativeTime } from "~/lib/format";
import type { NewsItem, NewsSource } from "~/lib/news/schema";

type Freshness = Pick<NewsSource, "id" | "name" | "lastFetchAt" | "lastFetchOk" | "lastSuccessAt">;

export function NewsList({ items }: { items: NewsItem[] }) {
  return (
    <ul className="space-y-3" aria-label="Haberler">
      {items.map((item) => (
        <li key={item.id} className="card p-4">
          <article>
            <h2 className="text-lg font-semibold text-white">
              <a href={item.link} rel="noopener nofollow" className="hover:text-brand-200 hover:underline">
                {item.title}
              </a>
            </h2>
            <p className="mt-1 text-sm text-slate-400">
              <span className="font-medium text-slate-300">{item.sourceName}</span>
              {" · "}
              {item.publishedAt ? (
                <time dateTime={item.publishedAt}>{formatDateTime(item.publishedAt)}</time>
              ) : (
                <>
                  Yayın zamanı belirtilmemiş; sitemize eklendi: <time dateTime={item.seenAt}>{formatDateTime(item.seenAt)}</time>
                </>
              )}
            </p>
            {item.summary ? <p className="mt-2 text-sm text-slate-300">{item.summary}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

/** Each source's freshness, said plainly: when it was last read successfully, and whether the last try failed. */
export function SourceFreshness({ sources, now }: { sources: Freshness[]; now: string }) {
  const nowMs = Date.parse(now);
  return (
    <section aria-labelledby="news-sources-heading" className="card p-4">
      <h2 id="news-sources-heading" className="text-lg font-semibold text-white">
        Kaynaklar ve güncellik
      </h2>
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
    </section>
  );
}
