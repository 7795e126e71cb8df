import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The top of a learning page: where it sits (breadcrumb), its title and a short line under it. */
export function PageHero({
  trail,
  title,
  lead,
  children,
}: {
  /** The pages above this one, home first; the current page is added from `title`. */
  trail: { to: string; label: string }[];
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-white/10 bg-gradient-to-b from-brand-900/40 to-slate-950 py-12">
      <div className="container-page">
        <nav aria-label="Sayfa yolu" className="text-sm text-slate-400">
          <ol className="flex flex-wrap gap-2">
            {[{ to: "/", label: "Ana Sayfa" }, ...trail].map((step) => (
              <li key={step.to} className="flex gap-2">
                <Link to={step.to} className="hover:text-white">
                  {step.label}
                </Link>
                <span aria-hidden="true">/</span>
              </li>
            ))}
            <li aria-current="page" className="text-slate-200">
              {title}
            </li>
          </ol>
        </nav>
        <h1 className="mt-6 text-4xl font-bold text-white">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-slate-300">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
