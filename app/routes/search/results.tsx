import { Link } from "@remix-run/react";
import type { SearchGroup } from "~/lib/search/groups";
import { SEARCH_SUGGESTIONS } from "~/lib/search/groups";
import type { SearchKind } from "~/lib/search/kinds";
import type { Range } from "~/lib/search/text";

export interface PageHit {
  kind: SearchKind;
  title: string;
  url: string;
  snippet: string;
  highlights: Range[];
  titleHighlights: Range[];
}

/** The text with its matched words in <mark>; React escapes every piece, so stored text never becomes markup. */
export function Marked({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  const pieces: React.ReactNode[] = [];
  let at = 0;
  for (const [from, to] of ranges) {
    if (from < at) continue;
    if (from > at) pieces.push(text.slice(at, from));
    pieces.push(
      <mark key={from} className="rounded bg-brand-500/30 px-0.5 text-white">
        {text.slice(from, to)}
      </mark>,
    );
    at = to;
  }
  pieces.push(text.slice(at));
  return <>{pieces}</>;
}

const KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  tool: "Araç",
  coin: "Piyasa",
  research: "Araştırma",
  term: "Sözlük",
  lesson: "Ders",
  post: "Blog",
  faq: "SSS",
  news: "Haber",
};

function HitLink({ hit }: { hit: PageHit }) {
  const title = <Marked text={hit.title} ranges={hit.titleHighlights} />;
  const className = "font-semibold text-white hover:text-brand-200";
  // News items have no page here: the link goes to the item on its own site.
  return /^https?:\/\//.test(hit.url) ? (
    <a href={hit.url} className={className} rel="noopener noreferrer nofollow" target="_blank">
      {title}
      <span className="sr-only"> (yeni sekmede açılır)</span>
    </a>
  ) : (
    <Link to={hit.url} className={className}>
      {title}
    </Link>
  );
}

export function ResultSection({ group, hits }: { group: SearchGroup; hits: PageHit[] }) {
  const id = `sonuc-${group.key}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="border-b border-white/10 pb-2 text-xl font-bold text-white">
        {group.label}
      </h2>
      <ul className="mt-3 space-y-3">
        {hits.map((hit) => (
          <li key={`${hit.kind}:${hit.url}`} className="card p-4">
            <div className="flex flex-wrap items-baseline gap-2">
              <HitLink hit={hit} />
              <span className="text-xs uppercase tracking-wide text-slate-400">{KIND_LABELS[hit.kind]}</span>
            </div>
            {hit.snippet ? (
              <p className="mt-1 text-sm text-slate-300">
                <Marked text={hit.snippet} ranges={hit.highlights} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function EmptyState({ q }: { q: string }) {
  return (
    <div className="card p-8 text-slate-300">
      <p className="text-lg font-semibold text-white">“{q}” için sonuç bulunamadı.</p>
      <p className="mt-2">
        Yazımı kontrol edin, daha kısa ya da daha genel bir kelime deneyin. Türkçe harfler şart değil: “cuzdan” da “cüzdan”ı bulur.
      </p>
      <p className="mt-4">Şunları arayabilirsiniz:</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {SEARCH_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <Link to={`/search?q=${encodeURIComponent(suggestion)}`} className="btn btn-secondary">
              {suggestion}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        Ya da göz atın:{" "}
        <Link to="/crypto-dictionary" className="text-brand-300 underline">
          Kripto Sözlük
        </Link>
        ,{" "}
        <Link to="/crypto-education" className="text-brand-300 underline">
          Kripto Eğitim
        </Link>
        ,{" "}
        <Link to="/crypto-research" className="text-brand-300 underline">
          Kripto Araştırma
        </Link>
        ,{" "}
        <Link to="/services" className="text-brand-300 underline">
          tüm araçlar
        </Link>
        .
      </p>
    </div>
  );
}
