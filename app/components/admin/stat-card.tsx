/** One figure of an admin overview (signals, alerts, bots): its label above the number. */
export function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <div className="card">
      <p className="text-sm text-slate-400">{label}</p>
      <p className="mt-1 text-3xl font-bold text-white">{value}</p>
    </div>
  );
}

/** A list screen's counts (messages, mail, subscribers): one small card a figure. */
export function CountList({
  counts,
  className,
  label,
}: {
  counts: { label: string; value: number; testId?: string }[];
  /** The grid's columns, e.g. "grid-cols-2 lg:grid-cols-4". */
  className: string;
  label?: string;
}) {
  return (
    <dl className={`grid gap-4 ${className}`} aria-label={label}>
      {counts.map((count) => (
        <div key={count.label} className="card p-4">
          <dt className="text-sm text-slate-400">{count.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-white" data-testid={count.testId}>
            {count.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
