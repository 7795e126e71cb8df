import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ToolHero } from "~/components/market/snapshot-page";
import { ErrorNote } from "~/components/ui/error-note";
import { DataNotes } from "~/components/chain/chain-parts";
import { classifyQuery, EXPLORER_QUERY_MAX, explorerHref, ExplorerQuerySchema } from "~/lib/chain/query";
import type { FeeView } from "~/lib/chain/fees";
import type { ExplorerResult, Freshness, PriceInfo } from "~/lib/chain/views";
import { formatInteger } from "~/lib/chain/amounts";
import { pageMeta } from "~/lib/seo/meta";
import { retryAfterHeaders } from "~/lib/retry-after";
import { clientKey } from "~/server/http.server";
import { consumeChainLookup } from "~/server/tool-limits.server";
import { feeEstimates } from "~/services/chain-fees.server";
import { chainPrices, lookUp } from "~/services/chain-lookup.server";
import { FeePanel } from "./fee-panel";
import { ExplorerResultView } from "./results";
import { SearchForm } from "./search-form";
import { Section } from "~/components/ui/section";

const TITLE = "Blokzincir Gezgini";
const DESCRIPTION =
  "Bitcoin ve Ethereum işlemlerini, bloklarını ve adreslerini sorgulayın; token bakiyeleri ve güncel işlem ücreti, dolar ve lira karşılıklarıyla.";

// A 429 says how long to wait in its header too.
export const headers = retryAfterHeaders;

export const meta: MetaFunction = (args) => pageMeta(args, { title: TITLE, description: DESCRIPTION });

interface ExplorerPage {
  q: string;
  chain: "btc" | "eth" | "";
  /** Bad input or a lookup that found nothing or failed: the message shown under the box. */
  error: string | null;
  /** A bare number: which chain's block it is. */
  ambiguousNumber: number | null;
  result: ExplorerResult | null;
  freshness: Freshness | null;
  prices: PriceInfo | null;
  /** The lookup failed at the source, not because of the query. */
  sourceProblem: string | null;
  /** Fee estimates, on the page before any search (a search is about its own answer). */
  fees: FeeView | null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page: ExplorerPage = {
    q: (params.get("q") ?? "").slice(0, EXPLORER_QUERY_MAX),
    chain: "",
    error: null,
    ambiguousNumber: null,
    result: null,
    freshness: null,
    prices: null,
    sourceProblem: null,
    fees: null,
  };
  const parsed = ExplorerQuerySchema.safeParse({ q: params.get("q") ?? undefined, chain: params.get("chain") ?? undefined });
  if (!parsed.success) return data({ ...page, error: parsed.error.issues[0].message }, { status: 400 });
  page.q = parsed.data.q;
  page.chain = parsed.data.chain;

  const target = classifyQuery(page.q, page.chain);
  // The estimates are shared by every visitor and cached a minute, so they do not count as a lookup.
  if (target.kind === "empty") return data({ ...page, fees: await feeEstimates(await chainPrices()) });
  if (target.kind === "invalid") return data({ ...page, error: target.message }, { status: 400 });
  if (target.kind === "ambiguous-number") return data({ ...page, ambiguousNumber: target.number });
  // Only a well-formed query that will reach a chain source counts.
  const refusal = await consumeChainLookup(clientKey(request, context));
  if (refusal) return data({ ...page, error: refusal.message }, { status: 429, headers: refusal.headers });

  const prices = await chainPrices();
  const outcome = await lookUp(target, prices);
  if (outcome.ok) return data({ ...page, result: outcome.value, freshness: outcome.freshness, prices });
  if (outcome.status === 503) return data({ ...page, sourceProblem: outcome.message }, { status: 503 });
  return data({ ...page, error: outcome.message }, { status: outcome.status });
}

export default function BlockchainExplorerPage() {
  const page = useLoaderData<typeof loader>() as ExplorerPage;
  return (
    <main className="flex-1 pb-16">
      <ToolHero title={TITLE} description={DESCRIPTION} />
      <div className="container-page space-y-8 pt-8">
        <SearchForm q={page.q} chain={page.chain} error={page.error} />
        {page.ambiguousNumber !== null ? (
          <section aria-labelledby="choice-heading" className="card space-y-3">
            <h2 id="choice-heading" className="text-xl font-semibold text-white">
              {formatInteger(page.ambiguousNumber)} numaralı blok hangi ağda?
            </h2>
            <p className="text-slate-300">Bu sayı iki ağda da bir blok olabilir. Birini seçin:</p>
            <div className="flex flex-wrap gap-3">
              <Link to={explorerHref("btc", page.ambiguousNumber)} className="btn btn-secondary">
                Bitcoin bloğu #{formatInteger(page.ambiguousNumber)}
              </Link>
              <Link to={explorerHref("eth", page.ambiguousNumber)} className="btn btn-secondary">
                Ethereum bloğu #{formatInteger(page.ambiguousNumber)}
              </Link>
            </div>
          </section>
        ) : null}
        <ErrorNote message={page.sourceProblem} />
        {page.result ? (
          <>
            <ExplorerResultView result={page.result} />
            <DataNotes freshness={page.freshness} prices={page.prices} />
          </>
        ) : null}
        {page.fees ? <FeePanel fees={page.fees} /> : null}
        {!page.q ? (
          <Section id="help-heading" title="Neler aranabilir?" className="card space-y-2 text-slate-300">
            <ul className="list-disc space-y-1 pl-5">
              <li>Bitcoin: 64 haneli işlem kimliği ya da blok karması, blok yüksekliği, adres (1…, 3…, bc1…).</li>
              <li>Ethereum: 0x ile başlayan 64 haneli işlem ya da blok karması, blok numarası, adres (0x ve 40 hane).</li>
              <li>Yalnızca sayı yazarsanız ağı seçin ya da sayfanın önereceği ağlardan birini tıklayın.</li>
            </ul>
          </Section>
        ) : null}
        <p className="text-sm text-slate-300">
          Göndermeden önce adresin ağa uyup uymadığını denetleyin:{" "}
          <Link to="/send-check" className="text-brand-300 underline hover:text-brand-200">
            Göndermeden önce
          </Link>
        </p>
        <p role="note" className="text-sm text-slate-400">
          Veriler herkese açık zincir kaynaklarından alınır; bu sayfa yatırım tavsiyesi değildir.
        </p>
      </div>
    </main>
  );
}
