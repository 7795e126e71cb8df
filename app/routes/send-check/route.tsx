import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ToolHero } from "~/components/market/snapshot-page";
import { MAX_ADDRESS_LENGTH } from "~/lib/chain/address";
import { checkSend, SendCheckSchema, type SendCheckResult } from "~/lib/chain/send-check";
import { pageMeta } from "~/lib/seo/meta";
import { chainPrices } from "~/services/chain-lookup.server";
import { exchangeNetworks, sendFee, type ExchangeNetworks, type SendFeeAnswer } from "./data.server";
import { ExchangesCard, FeeCard, SendCheckForm, VerdictCard } from "./parts";

const TITLE = "Göndermeden Önce";
const DESCRIPTION =
  "Kripto göndermeden önce alıcı adresin seçtiğiniz ağa (BTC, ERC20, BEP20, TRC20…) uyup uymadığını, ağın şu anki ücretini ve borsaların kabul ettiği ağları görün.";

export const meta: MetaFunction = (args) => pageMeta(args, { title: TITLE, description: DESCRIPTION });

interface SendCheckPage {
  address: string;
  coin: string;
  network: string;
  /** The form's message for bad input (too long, an unknown network). */
  error: string | null;
  result: SendCheckResult | null;
  fee: SendFeeAnswer | null;
  exchanges: ExchangeNetworks[] | null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const raw = { address: params.get("address") ?? "", coin: params.get("coin") ?? "", network: params.get("network") ?? "" };
  const page: SendCheckPage = {
    address: raw.address.slice(0, MAX_ADDRESS_LENGTH),
    coin: raw.coin.slice(0, 10),
    network: raw.network.slice(0, 10),
    error: null,
    result: null,
    fee: null,
    exchanges: null,
  };
  const parsed = SendCheckSchema.safeParse(raw);
  if (!parsed.success) return data({ ...page, error: parsed.error.issues[0].message }, { status: 400 });
  const { address, coin, network } = parsed.data;
  Object.assign(page, { address, coin, network });
  if (!address && !network && !coin) return data(page);
  if (!address || !network) {
    return data({ ...page, error: !address ? "Alıcının adresini yapıştırın." : "Göndereceğiniz ağı seçin." }, { status: 400 });
  }
  const result = checkSend(address, network, coin);
  const [fee, exchanges] = await Promise.all([
    result.verdict === "fits" ? chainPrices().then((prices) => sendFee(network, prices)) : null,
    exchangeNetworks(coin, network),
  ]);
  return data({ ...page, result, fee, exchanges: coin ? exchanges : null }, { status: result.verdict === "invalid" ? 400 : 200 });
}

export default function SendCheckPage() {
  const page = useLoaderData<typeof loader>() as SendCheckPage;
  return (
    <main className="flex-1 pb-16">
      <ToolHero title={TITLE} description={DESCRIPTION} />
      <div className="container-page space-y-8 pt-8">
        <SendCheckForm address={page.address} coin={page.coin} network={page.network} error={page.error} />
        {page.result ? <VerdictCard result={page.result} address={page.address} /> : null}
        {page.fee ? <FeeCard network={page.network} answer={page.fee} /> : null}
        {page.exchanges ? <ExchangesCard coin={page.coin} network={page.network} exchanges={page.exchanges} /> : null}
        <section aria-labelledby="why-heading" className="card space-y-2 text-sm text-slate-300">
          <h2 id="why-heading" className="text-lg font-semibold text-white">
            Neden denetlemeli?
          </h2>
          <p>
            Yanlış ağla gönderilen kripto çoğu zaman geri gelmez. ERC20, BEP20 ve benzeri ağların adresleri aynı görünür (0x…); adres hangi
            ağda kullanılacağını söylemez. TRC20 (TRON) adresleri T ile, Bitcoin adresleri 1, 3 ya da bc1 ile başlar.
          </p>
          <p>
            Bu sayfa adresin biçimini ve sağlama toplamını denetler; adresin sahibini ya da alıcının o ağı gerçekten kabul ettiğini bilemez.
            Küçük bir deneme tutarı göndermek her zaman en güvenli yoldur. Bu sayfa yatırım tavsiyesi değildir.
          </p>
        </section>
      </div>
    </main>
  );
}
