import { formatInteger } from "~/lib/chain/amounts";
import { feeKindFor, type SendNetwork } from "~/lib/chain/send-check";
import type { FeeSourceLabel } from "~/lib/chain/fees";
import type { Money, PriceInfo } from "~/lib/chain/views";
import { sendNetworksForCoin } from "~/models/send-networks.server";
import { btcEstimate, ethEstimate } from "~/services/chain-fees.server";

/** The fee figures and the exchange table the pre-send check shows beside its verdict. */

export interface SendFee {
  /** What the figures assume: 'Tipik Bitcoin işlemi (141 vB)'. */
  basis: string;
  rows: { label: string; money: Money }[];
  label: FeeSourceLabel;
}

export type SendFeeAnswer = { ok: true; fee: SendFee } | { ok: false; message: string };

/** The network's current fee from the explorer's estimates, or why the site has none for it. */
export async function sendFee(network: SendNetwork, prices: PriceInfo | null): Promise<SendFeeAnswer> {
  const kind = feeKindFor(network);
  if (kind === null)
    return { ok: false, message: `${network} ağının ücreti bu sitede okunmuyor; borsanızın çekim ekranındaki ücrete bakın.` };
  if (kind === "btc") {
    const estimate = await btcEstimate(prices);
    if (!estimate.ok) return estimate;
    return {
      ok: true,
      fee: {
        basis: `Tipik Bitcoin işlemi (${formatInteger(estimate.fees.vbytes)} sanal bayt); borsalar çoğu zaman kendi sabit çekim ücretlerini uygular.`,
        rows: estimate.fees.rows.map((row) => ({ label: `${row.label} · ${row.rate}`, money: row.fee })),
        label: estimate.label,
      },
    };
  }
  const estimate = await ethEstimate(prices);
  if (!estimate.ok) return estimate;
  const token = kind === "eth-token";
  return {
    ok: true,
    fee: {
      basis: token
        ? `Token (ERC-20) transferi, ${formatInteger(estimate.fees.tokenTransferGas)} gaz varsayıldı; borsalar çoğu zaman kendi sabit çekim ücretlerini uygular.`
        : `Düz ETH transferi, ${formatInteger(estimate.fees.transferGas)} gaz; borsalar çoğu zaman kendi sabit çekim ücretlerini uygular.`,
      rows: estimate.fees.levels.map((level) => ({
        label: `${level.label} · ${level.perGas}`,
        money: token ? level.tokenTransfer : level.transfer,
      })),
      label: estimate.label,
    },
  };
}

export interface ExchangeNetworks {
  exchange: string;
  /** The chosen network: accepted, refused, or no row (unknown). */
  chosen: { accepted: boolean; sourceUrl: string; checkedOn: string } | null;
  /** Every network the admin recorded as accepted for the coin. */
  accepted: string[];
}

/** The admin's rows for a coin, one entry per exchange. */
export async function exchangeNetworks(coin: string, network: SendNetwork | ""): Promise<ExchangeNetworks[]> {
  if (!coin) return [];
  const rows = await sendNetworksForCoin(coin);
  const byExchange = new Map<string, ExchangeNetworks>();
  for (const row of rows) {
    const entry = byExchange.get(row.exchange) ?? { exchange: row.exchange, chosen: null, accepted: [] };
    if (row.accepted) entry.accepted.push(row.network);
    if (row.network === network) entry.chosen = { accepted: row.accepted === 1, sourceUrl: row.source_url, checkedOn: row.checked_on };
    byExchange.set(row.exchange, entry);
  }
  return [...byExchange.values()];
}
