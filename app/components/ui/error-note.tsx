/** The red box every page-level failure is said in. */
export const ERROR_BOX = "rounded-lg border border-red-500/40 bg-red-950/60 px-4 py-3 text-sm text-red-200";

/** A failure said plainly where its result would be (a chain source down, a refused calculation); nothing when there is none. */
export function ErrorNote({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={ERROR_BOX}>
      {message}
    </p>
  );
}

/** Several failures under one heading (a CSV's bad rows), in the same box; nothing when there are none. */
export function ErrorList({ id, title, errors }: { id?: string; title: string; errors: readonly string[] | null | undefined }) {
  if (!errors?.length) return null;
  return (
    <div role="alert" id={id} className={ERROR_BOX}>
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}

/** Why a chart tool could not answer its query (a bad coin or interval, too few candles), in place of the results. */
export function QueryError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-500/40 bg-red-950/40 px-4 py-3 text-red-100" data-testid="query-error">
      {error}
    </p>
  );
}
