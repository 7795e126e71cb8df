import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The frame of a long text page (privacy, terms): title, last update, readable column. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <main className="container-page flex-1 py-12">
      <article className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold text-white">{title}</h1>
        <p className="mt-2 text-sm text-slate-400">Son güncelleme: {updated}</p>
        <div className="prose-content mt-8">{children}</div>
        <p className="mt-12 text-sm text-slate-400">
          Sorularınız için{" "}
          <Link to="/contact" className="text-brand-300 underline hover:text-brand-200">
            iletişim sayfamızdan
          </Link>{" "}
          bize yazabilirsiniz.
        </p>
      </article>
    </main>
  );
}
