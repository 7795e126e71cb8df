import {
  DEFAULT_ROWS,
  EMPTY_ROW,
  MAX_ROWS,
  calculateTax,
  isBlankRow,
  parseTaxRate,
  readTaxMode,
  readTypedRows,
  NO_RATE_MESSAGE,
  NO_TCMB_RATE_MESSAGE,
  readRateSource,
  type RateSource,
  type RowErrors,
  type TaxMode,
  type RowValues,
  type TaxReport,
} from "~/lib/calculators/tax";
import { calculateDraftTax, readPlatform, type DraftReport, type Platform } from "~/lib/calculators/tax-draft";
import { toWorkingCurrency } from "~/lib/portfolio/convert";
import { getUser } from "~/server/auth.server";
import type { Refusal } from "~/server/rate-limit.server";
import { consumeCalculation } from "~/server/tool-limits.server";
import type { PricedTransaction, UsdTryRate } from "~/lib/portfolio/convert";
import { describeRates } from "~/lib/market/usd-try-history";
import type { RatesUsed } from "~/lib/market/usd-try-history";
import { rateLookup, usdTryForDays } from "~/services/usd-try-history.server";
import { tcmbDatedRate } from "~/lib/lira/tcmb";
import { tcmbConfigured, tcmbUsdForDays } from "~/services/tcmb-rates.server";
import { listTransactions } from "~/models/portfolio.server";
import { getMarket, type MarketSource } from "~/services/market.server";

export interface TaxPage {
  /** The typed-in rows to show, padded with blank ones. */
  rows: RowValues[];
  rowErrors: Record<number, RowErrors>;
  taxRate: string;
  taxRateError: string | null;
  signedIn: boolean;
  /** "portfolio" when the signed-in user's own transactions are used. */
  source: "typed" | "portfolio";
  /** What stops a result: a visitor asking for a portfolio, an empty portfolio, an oversell, no rate. */
  notice: string | null;
  report: TaxReport | null;
  /** The USD/TRY rates the dollar rows were converted at; null when every row was in lira. */
  rates: RatesUsed | null;
  /** Where those rates come from: TCMB's bulletins (the default) or the exchange's USDT/TRY. */
  rateSource: RateSource;
  /** Whether TCMB can be chosen at all (TCMB_RATES_URL set). */
  tcmbOn: boolean;
  mode: TaxMode;
  /** The 2026 draft's result, in draft mode. */
  draft: DraftReport | null;
  /** The platform a portfolio's transactions are taken to be on (they do not record one). */
  portfolioPlatform: Platform;
  market: { source: MarketSource; updatedAt: string; usdTry: number | null };
}

async function marketFacts() {
  const market = await getMarket();
  return { source: market.source, updatedAt: market.updatedAt, usdTry: market.usdTry };
}

/** The report, or why there is none; `label` names the transaction a failure is about ("Satır 3: "). */
function reportOrNotice(
  transactions: readonly PricedTransaction[],
  usdTry: UsdTryRate,
  rate: number,
  label: (index: number) => string = () => "",
): { report: TaxReport | null; notice: string | null } {
  const outcome = calculateTax(transactions, usdTry, rate);
  if (outcome.ok) return { report: outcome.report, notice: null };
  return { report: null, notice: `${outcome.index === null ? "" : label(outcome.index)}${outcome.error}` };
}

type Result = { report: TaxReport | null; draft: DraftReport | null; notice: string | null };

/** The report of `mode`, or why there is none; `label` names the transaction a failure is about ("Satır 3: "). */
function resultOrNotice(
  mode: TaxMode,
  transactions: readonly (PricedTransaction & { platform: Platform })[],
  usdTry: UsdTryRate,
  rate: number,
  label: (index: number) => string = () => "",
): Result {
  if (mode === "current") return { ...reportOrNotice(transactions, usdTry, rate, label), draft: null };
  const inTry = toWorkingCurrency(transactions, "TRY", usdTry);
  if (!inTry) return { report: null, draft: null, notice: NO_RATE_MESSAGE };
  const outcome = calculateDraftTax(inTry.map((transaction, index) => ({ ...transaction, platform: transactions[index].platform })));
  if (outcome.ok) return { report: null, draft: outcome.report, notice: null };
  return { report: null, draft: null, notice: `${label(outcome.index)}${outcome.error}` };
}

/**
 * The result of `mode` with each dollar row converted at its own date's USD/TRY: TCMB's buying
 * rate of the day's bulletin (or the last one before it), or with `rateSource` "exchange" the
 * exchange's USDT/TRY close of the day (today's rate only where none is known). `rates` says which.
 */
export async function datedResult(
  mode: TaxMode,
  transactions: readonly (PricedTransaction & { platform: Platform })[],
  usdTry: number | null,
  rate: number,
  rateSource: RateSource,
  label?: (index: number) => string,
): Promise<Result & { rates: RatesUsed | null; rateSource: RateSource }> {
  const dollarDays = transactions.filter((transaction) => transaction.currency === "USD").map((transaction) => transaction.date);
  if (!dollarDays.length) return { ...resultOrNotice(mode, transactions, usdTry, rate, label), rates: null, rateSource };
  const rates =
    rateSource === "tcmb"
      ? new Map([...(await tcmbUsdForDays(dollarDays))].map(([day, found]) => [day, tcmbDatedRate(found)]))
      : await usdTryForDays(dollarDays, usdTry);
  const used = describeRates([...rates.values()]);
  // TCMB's rate is the one the law names: a day without it is not quietly valued at another rate.
  if (rateSource === "tcmb" && [...rates.values()].some((dated) => dated.rate === null)) {
    return { report: null, draft: null, notice: NO_TCMB_RATE_MESSAGE, rates: used, rateSource };
  }
  return { ...resultOrNotice(mode, transactions, rateLookup(rates), rate, label), rates: used, rateSource };
}

/** The rate source asked for; the exchange's when TCMB is off on this site (TCMB_RATES_URL empty). */
export function pickRateSource(value: string | null): RateSource {
  return tcmbConfigured() ? readRateSource(value) : "exchange";
}

type PageAnswer = { page: TaxPage; status: number; headers?: Refusal["headers"] };

/** The page with the refusal as its notice, answered 429. */
function refused(page: TaxPage, refusal: Refusal): PageAnswer {
  return { page: { ...page, notice: refusal.message }, status: 429, headers: refusal.headers };
}

/**
 * The page for a GET: the typed-in rows of the URL, or with `source=portfolio` the signed-in
 * user's own transactions. `status` is 400 when the visitor's input is what stops a result,
 * 429 when this address has asked for too many results (only a computed result counts).
 */
export async function taxPageFor(request: Request, ip: string): Promise<PageAnswer> {
  const params = new URL(request.url).searchParams;
  const [user, market] = await Promise.all([getUser(request), marketFacts()]);
  const taxRate = params.get("taxRate") ?? "";
  const { rate, error: taxRateError } = parseTaxRate(taxRate);
  const mode = readTaxMode(params.get("mode"));
  const rateSource = pickRateSource(params.get("rates"));
  const portfolioPlatform = readPlatform(params.get("platform"));
  const base = {
    taxRate,
    taxRateError,
    signedIn: Boolean(user),
    market,
    report: null,
    draft: null,
    notice: null,
    rates: null,
    rateSource,
    tcmbOn: tcmbConfigured(),
    mode,
    portfolioPlatform,
  };

  if (params.get("source") === "portfolio") {
    const page: TaxPage = { ...base, rows: padRows([], 0), rowErrors: {}, source: "portfolio" };
    if (!user) return { page: { ...page, notice: "Portföyünüzdeki işlemleri kullanmak için giriş yapın." }, status: 200 };
    const transactions = await listTransactions(user.id);
    if (transactions.length === 0) {
      return { page: { ...page, notice: "Portföyünüzde henüz işlem yok. Portföy Takibi sayfasından ekleyebilirsiniz." }, status: 200 };
    }
    if (taxRateError) return { page, status: 400 };
    const refusal = await consumeCalculation(ip);
    if (refusal) return refused(page, refusal);
    const priced = transactions.map((transaction) => ({ ...transaction, platform: portfolioPlatform }));
    return { page: { ...page, ...(await datedResult(mode, priced, market.usdTry, rate, rateSource)) }, status: 200 };
  }

  const typed = readTypedRows(params);
  const page: TaxPage = { ...base, rows: padRows(typed.rows, Number(params.get("rows")) || 0), rowErrors: typed.errors, source: "typed" };
  const filled = typed.transactions.length + Object.keys(typed.errors).length;
  if (filled === 0) return { page, status: 200 };
  if (taxRateError || Object.keys(typed.errors).length > 0) return { page, status: 400 };
  const refusal = await consumeCalculation(ip);
  if (refusal) return refused(page, refusal);
  const result = await datedResult(
    mode,
    typed.transactions.map(({ transaction, platform }) => ({ ...transaction, platform })),
    market.usdTry,
    rate,
    rateSource,
    (index) => `Satır ${typed.transactions[index].row}: `,
  );
  return { page: { ...page, ...result }, status: result.report || result.draft ? 200 : 400 };
}

/** The rows up to the last filled one, one blank row to go on with, at least as many as asked for, within the limits. */
function padRows(rows: RowValues[], asked: number): RowValues[] {
  let filled = rows.length;
  while (filled > 0 && isBlankRow(rows[filled - 1])) filled--;
  const count = Math.min(MAX_ROWS, Math.max(DEFAULT_ROWS, filled + 1, Math.floor(asked)));
  return Array.from({ length: count }, (_, index) => (index < filled ? rows[index] : EMPTY_ROW));
}

/** The market facts and signed-in state a pasted CSV's page needs besides its own result. */
export async function pageContext(request: Request) {
  const [user, market] = await Promise.all([getUser(request), marketFacts()]);
  return { signedIn: Boolean(user), market };
}
