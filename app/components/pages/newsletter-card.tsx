import type { ReactNode } from "react";
import { Icon } from "~/components/icon";

/**
 * The card of the newsletter's pages (sign-up, confirmation, unsubscribing): the envelope, a
 * title, a line under it, then what the page offers. Each page had written it out.
 */
export function NewsletterCard({ title, text, children }: { title: string; text: ReactNode; children?: ReactNode }) {
  return (
    <main className="container-page flex flex-1 items-start justify-center py-16">
      <section className="card w-full max-w-md p-8">
        <Icon name="EnvelopeIcon" className="h-10 w-10 text-brand-400" />
        <h1 className="mt-3 text-2xl font-bold text-white">{title}</h1>
        <p className="mt-2 text-slate-300">{text}</p>
        {children}
      </section>
    </main>
  );
}
