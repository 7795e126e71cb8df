import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/layout/page-hero";
import { HeroSearch } from "~/components/ui/list-controls";
import { OTHER_GROUP, TURKISH_ALPHABET, groupByInitial, type LetterGroup } from "~/lib/dictionary/alphabet";
import { parseDictionaryQuery } from "~/lib/dictionary/query";
import { pageMeta } from "~/lib/seo/meta";
import { searchTerms, type DictionaryEntry } from "~/models/dictionary.server";
import type { PageCacheHandle } from "~/lib/page-cache/rules";

export const handle: PageCacheHandle = { pageCache: "content", pageCacheQuery: ["q"] };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Kripto Sözlük",
    description: "Kripto para ve blokzincir terimlerinin yeni başlayanlar için sade Türkçe açıklamaları, örnekleriyle.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const q = parseDictionaryQuery(new URL(request.url).searchParams);
  const terms = await searchTerms(q);
  return { q, count: terms.length, groups: groupByInitial(terms, (term) => term.term) };
}

const letterId = (letter: string) => `harf-${letter === OTHER_GROUP ? "diger" : letter}`;

export default function DictionaryIndexPage() {
  const { q, count, groups } = useLoaderData<typeof loader>();
  const present = new Set(groups.map((group) => group.letter));
  return (
    <main className="flex-1">
      <PageHero
        trail={[{ to: "/services", label: "Hizmetler" }]}
        title="Kripto Sözlük"
        lead="Kripto dünyasında karşınıza çıkan terimler, yeni başlayanlar için sade Türkçeyle ve örnekleriyle."
      >
        <HeroSearch id="dictionary-q" label="Sözlükte ara" defaultValue={q} maxLength={100} placeholder="Örneğin: cüzdan, staking, gas" />
      </PageHero>

      <div className="container-page py-10">
        <nav aria-label="Harf dizini" className="card flex flex-wrap gap-1 p-3">
          {[...TURKISH_ALPHABET, OTHER_GROUP].map((letter) =>
            present.has(letter) ? (
              <a
                key={letter}
                href={`#${letterId(letter)}`}
                className="rounded px-2.5 py-1 font-semibold text-brand-300 hover:bg-white/5 hover:text-white"
              >
                {letter}
              </a>
            ) : (
              <span key={letter} aria-disabled="true" className="rounded px-2.5 py-1 text-slate-500" title="Bu harfle başlayan terim yok">
                {letter}
              </span>
            ),
          )}
        </nav>

        <p role="status" className="mt-6 text-sm text-slate-400">
          {q ? `"${q}" için ${count} terim bulundu.` : `Sözlükte ${count} terim var.`}
          {q ? (
            <>
              {" "}
              <Link to="/crypto-dictionary" className="text-brand-300 underline hover:text-brand-200">
                Tüm terimler
              </Link>
            </>
          ) : null}
        </p>

        {groups.length === 0 ? (
          <p className="card mt-6 p-8 text-center text-slate-300">Aradığınız terim sözlükte yok. Başka bir kelimeyle deneyin.</p>
        ) : (
          <div className="mt-6 space-y-10">
            {groups.map((group) => (
              <TermGroup key={group.letter} group={group} />
            ))}
          </div>
        )}
      </div>
    </main>
  );
}

/** The terms under one initial, each a card with its link and short definition. */
function TermGroup({ group }: { group: LetterGroup<DictionaryEntry> }) {
  return (
    <section id={letterId(group.letter)} aria-labelledby={`${letterId(group.letter)}-title`} className="scroll-mt-24">
      <h2 id={`${letterId(group.letter)}-title`} className="border-b border-white/10 pb-2 text-2xl font-bold text-white">
        {group.letter === OTHER_GROUP ? "Diğer (#)" : group.letter}
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {group.items.map((term) => (
          <li key={term.id} className="card p-4">
            <Link to={`/crypto-dictionary/${term.slug}`} className="font-semibold text-white hover:text-brand-200">
              {term.term}
            </Link>
            {term.english ? <span className="ml-2 text-xs text-slate-400">({term.english})</span> : null}
            <p className="mt-1 text-sm text-slate-300">{term.short_definition}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
