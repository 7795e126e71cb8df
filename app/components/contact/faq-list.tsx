export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

/** Questions as disclosure widgets: they open and close without JavaScript. */
export function FaqList({ faqs, headingLevel = "h3" }: { faqs: FaqItem[]; headingLevel?: "h2" | "h3" }) {
  if (!faqs.length) {
    return <p className="text-slate-400">Henüz FAQ bulunmamaktadır.</p>;
  }
  const Heading = headingLevel;
  return (
    <ul className="space-y-3">
      {faqs.map((faq) => (
        <li key={faq.id}>
          <details className="group rounded-xl border border-slate-800 bg-slate-900/60 open:border-brand-500/40">
            <summary className="flex cursor-pointer items-center justify-between gap-4 px-5 py-4">
              <Heading className="text-base font-semibold text-white">{faq.question}</Heading>
              <span aria-hidden="true" className="text-xl text-brand-300 transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="px-5 pb-5 whitespace-pre-line text-slate-300">{faq.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
