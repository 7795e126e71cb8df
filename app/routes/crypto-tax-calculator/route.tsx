import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DataSourceNote, ToolHero } from "~/components/market/snapshot-page";
import { MAX_ROWS, TAX_PAGE, parseTaxRate, readTaxMode, rowsQuery } from "~/lib/calculators/tax";
import { CSV_TOO_MANY_ROWS, parseTransactionsCsv } from "~/lib/portfolio/csv";
import { pageMeta } from "~/lib/seo/meta";
import { retryAfterHeaders } from "~/lib/retry-after";
import { clientKey, readForm } from "~/server/http.server";
import { consumeCalculation } from "~/server/tool-limits.server";
import { CsvForm } from "./csv-form";
import { DraftExplainer, DraftResult } from "./draft-result";
import { datedResult, pageContext, pickRateSource, taxPageFor } from "./report.server";
import { TaxNotice, TaxResult } from "./tax-result";
import { TypedRowsForm } from "./typed-rows";
import { formatNumber } from "~/lib/format";

// A pasted list's result is redirected to a URL of its own when that URL stays well inside what
// servers and browsers accept; a longer list is answered in place.
const MAX_QUERY_LENGTH = 6_000;
const CSV_TEXT_MAX = 300_000;

// A 429 says how long to wait in its header too.
export const headers = retryAfterHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Kripto Vergi Hesaplayıcı",
    description:
      "Alım, satım ve transfer işlemlerinizden FIFO yöntemiyle yıl yıl gerçekleşen kazanç ve zarar, TL olarak; girdiğiniz oranla hesaplanan vergi tutarı.",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, status, headers } = await taxPageFor(request, clientKey(request, context));
  return data(page, { status, headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const csv = String(formData.get("csv") ?? "");
  const taxRate = String(formData.get("taxRate") ?? "");
  const { rate, error: taxRateError } = parseTaxRate(taxRate);
  const mode = readTaxMode(String(formData.get("mode") ?? ""));
  const rateSource = pickRateSource(String(formData.get("rates") ?? ""));
  const reply = { csv, taxRate, taxRateError, mode, rateSource };
  // Counted before the text is read: a refused address costs no parsing. A short list is
  // redirected to its URL and counted there again, which a person never notices.
  const refusal = await consumeCalculation(clientKey(request, context));
  if (refusal)
    return data(
      { ...reply, csvErrors: [], result: { report: null, draft: null, notice: refusal.message } },
      { status: 429, headers: refusal.headers },
    );

  let csvErrors: string[] = [];
  if (!csv.trim()) csvErrors = ["İşlemlerin CSV metnini yapıştırın."];
  else if (csv.length > CSV_TEXT_MAX) csvErrors = [`CSV metni en fazla ${formatNumber(CSV_TEXT_MAX)} karakter olabilir.`];
  const parsed = csvErrors.length ? null : parseTransactionsCsv(csv);
  if (parsed && !parsed.ok) csvErrors = parsed.errors;
  if (!parsed?.ok || taxRateError) {
    // A text refused for its length is not sent back: echoing it would cost more than refusing it.
    const oversized = csv.length > CSV_TEXT_MAX || csvErrors.includes(CSV_TOO_MANY_ROWS);
    return data({ ...reply, csv: oversized ? "" : csv, csvErrors, result: null }, { status: 400 });
  }

  const query = rowsQuery(parsed.transactions, rate, mode, rateSource).toString();
  if (parsed.transactions.length <= MAX_ROWS && query.length <= MAX_QUERY_LENGTH) return redirect(`${TAX_PAGE}?${query}`);

  const { market } = await pageContext(request);
  // A pasted list has no platform column: the licensed default, as on a typed row.
  const priced = parsed.transactions.map((transaction) => ({ ...transaction, platform: "licensed" as const }));
  const result = await datedResult(mode, priced, market.usdTry, rate, rateSource);
  return data({ ...reply, csvErrors: [], result }, { status: result.report || result.draft ? 200 : 400 });
}

export default function CryptoTaxCalculatorPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // A pasted list too long for a URL is answered by the action; everything else by the loader.
  const { report, draft, notice } = reply?.result ?? page;
  const rates = reply?.result && "rates" in reply.result ? reply.result.rates : page.rates;
  const rateSource = reply?.result && "rateSource" in reply.result ? reply.result.rateSource : page.rateSource;
  const { market } = page;

  return (
    <main className="flex-1 pb-16">
      <ToolHero
        title="Kripto Vergi Hesaplayıcı"
        description="Alım, satım ve transferlerinizden FIFO yöntemiyle her yıl gerçekleşen kazanç ve zararı TL olarak hesaplayın; girdiğiniz vergi oranıyla tutarı görün."
      >
        <DataSourceNote source={market.source} updatedAt={market.updatedAt} what="USD/TRY kuru" />
      </ToolHero>

      <div className="container-page space-y-8 pt-8">
        <TaxNotice />
        <DraftExplainer mode={page.mode} />
        <TypedRowsForm page={page} />
        <CsvForm reply={reply ?? null} tcmbOn={page.tcmbOn} />
        {notice ? (
          <p
            role="alert"
            className="rounded-lg border border-red-500/40 bg-red-950/60 px-4 py-3 text-sm text-red-200"
            data-testid="tax-notice"
          >
            {notice}
          </p>
        ) : null}
        {report ? <TaxResult report={report} market={market} rates={rates} rateSource={rateSource} /> : null}
        {draft ? <DraftResult report={draft} rates={rates} rateSource={rateSource} /> : null}
      </div>
    </main>
  );
}
