import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AddressSummary } from "~/components/chain/address-summary";
import { ToolHero } from "~/components/market/snapshot-page";
import { ErrorNote } from "~/components/ui/error-note";
import { DataNotes, Mono } from "~/components/chain/chain-parts";
import { checkAddress, MAX_ADDRESS_LENGTH, networkLabel, type AddressCheck } from "~/lib/chain/address";
import { explorerHref, WalletQuerySchema } from "~/lib/chain/query";
import { sendCheckHref } from "~/lib/chain/send-check";
import type { AddressView, Freshness, PriceInfo } from "~/lib/chain/views";
import { pageMeta } from "~/lib/seo/meta";
import { retryAfterHeaders } from "~/lib/retry-after";
import { clientKey } from "~/server/http.server";
import { consumeChainLookup } from "~/server/tool-limits.server";
import { analyzeAddress, chainPrices } from "~/services/chain-lookup.server";

const TITLE = "Cüzdan Analizi";
const DESCRIPTION =
  "Bitcoin, Ethereum veya TRON adresini yapıştırın: sağlama toplamını denetler, adres türünü söyler; Bitcoin ve Ethereum için bakiyeyi, işlem sayısını ve son işlemleri gösterir.";

// A 429 says how long to wait in its header too.
export const headers = retryAfterHeaders;

export const meta: MetaFunction = (args) => pageMeta(args, { title: TITLE, description: DESCRIPTION });

interface WalletPage {
  address: string;
  /** The address is too long or missing: the form's message. */
  inputError: string | null;
  check: AddressCheck | null;
  chain: { view: AddressView; freshness: Freshness } | { error: string } | null;
  prices: PriceInfo | null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("address") ?? "";
  const parsed = WalletQuerySchema.safeParse({ address: raw });
  const page: WalletPage = { address: raw.slice(0, MAX_ADDRESS_LENGTH), inputError: null, check: null, chain: null, prices: null };
  if (!parsed.success) {
    return data({ ...page, inputError: parsed.error.issues[0].message }, { status: 400 });
  }
  page.address = parsed.data.address;
  if (!page.address) return data(page);
  const check = checkAddress(page.address);
  if (!check.valid) return data({ ...page, check }, { status: 400 });
  // No TRON chain source is read: the address's form is all the page can vouch for.
  if (check.chain === "tron") return data({ ...page, check });
  // The chain source is asked only about an address that passed its checksum, and only that counts.
  const refusal = await consumeChainLookup(clientKey(request, context));
  if (refusal) return data({ ...page, check, chain: { error: refusal.message } }, { status: 429, headers: refusal.headers });
  const prices = await chainPrices();
  const outcome = await analyzeAddress({ ...check, chain: check.chain }, prices);
  return data({
    ...page,
    check,
    prices,
    chain: outcome.ok ? { view: outcome.value, freshness: outcome.freshness } : { error: outcome.message },
  });
}

export default function WalletAnalyzerPage() {
  const page = useLoaderData<typeof loader>() as WalletPage;
  const check = page.check;
  return (
    <main className="flex-1 pb-16">
      <ToolHero title={TITLE} description={DESCRIPTION} />
      <div className="container-page space-y-8 pt-8">
        <Form method="get" className="card space-y-3" aria-label="Adres analizi">
          <label htmlFor="address" className="label">
            Bitcoin, Ethereum veya TRON adresi
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id="address"
              name="address"
              defaultValue={page.address}
              key={page.address}
              maxLength={MAX_ADDRESS_LENGTH}
              autoComplete="off"
              spellCheck={false}
              placeholder="bc1q…, 0x… ya da T…"
              aria-describedby={page.inputError ? "address-error" : undefined}
              className="input w-full font-mono"
            />
            <button type="submit" className="btn btn-primary shrink-0">
              Analiz Et
            </button>
          </div>
          {page.inputError ? (
            <p id="address-error" role="alert" className="field-error">
              {page.inputError}
            </p>
          ) : null}
          <p className="text-xs text-slate-400">
            Bitcoin: 1…, 3… (Base58Check), bc1q… (Bech32), bc1p… (Taproot, Bech32m); test ağı m…, n…, 2…, tb1…. Ethereum: 0x ve 40 onaltılık
            rakam (EIP-55). TRON: T ile başlayan 34 karakter (Base58Check).
          </p>
        </Form>

        {check ? (
          <section aria-labelledby="result-heading" className="card space-y-6">
            <div>
              <h2 id="result-heading" className={`text-2xl font-semibold ${check.valid ? "text-emerald-300" : "text-red-300"}`}>
                {check.valid ? "Geçerli adres" : "Geçersiz adres"}
              </h2>
              <p className="mt-2">
                <Mono>{page.address}</Mono>
              </p>
              {check.valid ? (
                <p className="mt-2 text-slate-200">
                  {check.kind}
                  {check.network ? ` · ${networkLabel(check.network)}` : ""}
                </p>
              ) : (
                <p className="mt-2 text-red-200">{check.problem}</p>
              )}
              {check.valid && check.note ? <p className="mt-2 text-sm text-amber-200">{check.note}</p> : null}
              {check.valid && check.chain === "tron" ? (
                <p className="mt-2 text-sm text-slate-300">
                  TRON zincir verisi (bakiye, işlemler) bu sitede okunmuyor; yalnızca adresin biçimi ve sağlama toplamı denetlendi.
                </p>
              ) : null}
              <Link to={sendCheckHref(page.address)} className="mt-2 inline-block text-brand-300 underline hover:text-brand-200">
                Bu adrese göndermeden önce ağı denetleyin
              </Link>
            </div>
            {page.chain && "error" in page.chain ? (
              <ErrorNote message={`Adres biçimi denetlendi, ancak zincir verisi alınamadı: ${page.chain.error}`} />
            ) : null}
            {page.chain && "view" in page.chain ? (
              <>
                <AddressSummary view={page.chain.view} />
                <DataNotes freshness={page.chain.freshness} prices={page.prices} />
                {check.valid && check.chain !== "tron" ? (
                  <Link
                    to={explorerHref(check.chain, check.address)}
                    className="inline-block text-brand-300 underline hover:text-brand-200"
                  >
                    Blokzincir gezgininde aç
                  </Link>
                ) : null}
              </>
            ) : null}
          </section>
        ) : null}

        <p className="text-sm text-slate-300">
          Bir adrese kripto göndermeden önce adresin seçtiğiniz ağa uyup uymadığını denetleyin:{" "}
          <Link to="/send-check" className="text-brand-300 underline hover:text-brand-200">
            Göndermeden önce
          </Link>
        </p>
        <p role="note" className="text-sm text-slate-400">
          Adres, yayımlanmış sağlama toplamı kurallarına göre denetlenir; bakiye ve işlemler herkese açık zincir verisidir. Bu sayfa yatırım
          tavsiyesi değildir.
        </p>
      </div>
    </main>
  );
}
