import { sourceCauseText, type SourceCause } from "~/lib/outside/source-cause";
import { DataSourceNote } from "./snapshot-page";

/**
 * Where one section's figures come from: live or the last good answer with its time (the market
 * pages' note), or, with nothing to show, the reason said plainly; either way with the outside
 * call's cause when the result carries one (a refused region, a rate limit…).
 */
export function SourceStatus({
  result,
  what,
  testId,
}: {
  result:
    { ok: true; source: "live" | "stale"; fetchedAt: string; cause?: SourceCause } | { ok: false; message: string; cause?: SourceCause };
  what: string;
  testId?: string;
}) {
  if (result.ok) {
    return (
      <div data-testid={testId} data-source={result.source}>
        <DataSourceNote source={result.source} updatedAt={result.fetchedAt} what={what} cause={result.cause} />
      </div>
    );
  }
  return (
    <p
      role="alert"
      data-testid={testId}
      data-source="none"
      className="mt-4 rounded-lg border border-slate-600 bg-slate-900 px-3 py-2 text-sm text-slate-200"
    >
      {what} şu anda alınamıyor ve kayıtlı veri yok: {result.message}
      {result.cause ? ` ${sourceCauseText(result.cause)}` : null}
    </p>
  );
}
