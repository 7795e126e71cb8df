import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useNonce } from "~/components/nonce";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo/meta";
import { serializeJsonLd } from "~/lib/seo/structured-data";
import { getTermBySlug, relatedTerms } from "~/models/dictionary.server";
import { getSeoSettings } from "~/models/seo.server";
import type { PageCacheHandle } from "~/lib/page-cache/rules";
import { boundaryBackTo } from "~/components/error-boundary";
import { invariantResponse } from "~/lib/invariant";
import { Section } from "~/components/ui/section";
import { OutlineIcon } from "~/components/icon-file";

export const handle: PageCacheHandle = { pageCache: "content" };

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data ? `${args.data.term.term} nedir?` : undefined,
    description: args.data?.term.short_definition,
  });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const term = await getTermBySlug(params.slug ?? "");
  invariantResponse(term, "Sözlükte bu adreste bir terim yok; aradığınızı sözlük listesinde bulabilirsiniz.");
  const [related, seo] = await Promise.all([relatedTerms(term.related), getSeoSettings()]);
  const origin = seo.canonical_url_base.replace(/\/+$/, "") || new URL(request.url).origin;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "DefinedTerm",
    name: term.term,
    ...(term.english ? { alternateName: term.english } : {}),
    description: term.short_definition,
    url: `${origin}/crypto-dictionary/${term.slug}`,
    inLanguage: "tr-TR",
    inDefinedTermSet: { "@type": "DefinedTermSet", name: "Kripto Sözlük", url: `${origin}/crypto-dictionary` },
  };
  return { term, related, jsonLd: serializeJsonLd(jsonLd) };
}

export default function DictionaryTermPage() {
  const { term, related, jsonLd } = useLoaderData<typeof loader>();
  const nonce = useNonce();
  return (
    <main className="flex-1">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <PageHero trail={[{ to: "/crypto-dictionary", label: "Kripto Sözlük" }]} title={term.term} lead={term.short_definition}>
        {term.english ? (
          <p className="mt-2 text-sm text-slate-400">
            İngilizcesi: <span lang="en">{term.english}</span>
          </p>
        ) : null}
      </PageHero>
      <div className="container-page grid gap-8 py-10 lg:grid-cols-3">
        <article className="card space-y-6 lg:col-span-2">
          <Section id="explanation-title" title="Açıklama">
            <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-200">{term.explanation}</p>
          </Section>
          {term.example ? (
            <section aria-labelledby="example-title" className="rounded-lg border border-brand-500/30 bg-brand-900/20 p-4">
              <h2 id="example-title" className="font-semibold text-white">
                Örnek
              </h2>
              <p className="mt-2 text-slate-200">{term.example}</p>
            </section>
          ) : null}
          <Link to="/crypto-dictionary" className="inline-flex items-center gap-2 text-sm text-brand-300 hover:text-brand-200">
            <OutlineIcon name="ArrowLeftIcon" className="h-4 w-4" />
            Sözlüğe dön
          </Link>
        </article>
        <aside className="card" aria-labelledby="related-title">
          <h2 id="related-title" className="text-lg font-semibold text-white">
            İlgili terimler
          </h2>
          {related.length ? (
            <ul className="mt-4 flex flex-wrap gap-2">
              {related.map((item) => (
                <li key={item.slug}>
                  <Link
                    to={`/crypto-dictionary/${item.slug}`}
                    className="inline-block rounded-full bg-white/5 px-3 py-1 text-sm text-brand-200 hover:bg-white/10"
                  >
                    {item.term}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-400">Bu terim için ilgili terim eklenmemiş.</p>
          )}
        </aside>
      </div>
    </main>
  );
}

/** A missing or malformed address keeps the site's header and footer, with its status. */
export const ErrorBoundary = boundaryBackTo("/crypto-dictionary", "Sözlüğe dön");
