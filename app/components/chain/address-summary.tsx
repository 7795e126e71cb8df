import { Link } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import { explorerHref } from "~/lib/chain/query";
import { TOKENS, type TokenHoldings } from "~/lib/chain/erc20";
import type { AddressView, BtcTxRow } from "~/lib/chain/views";
import { formatInteger } from "~/lib/chain/amounts";
import { formatDateTime } from "~/lib/format";
import { Facts, MoneyText } from "./chain-parts";

/** Balance, counts and the latest transactions of an address, as a chain source reported them. */
export function AddressSummary({ view }: { view: AddressView }) {
  if (view.chain === "eth") {
    return (
      <div className="space-y-4">
        <Facts
          items={[
            ["Bakiye", <MoneyText key="b" money={view.balance} />],
            ["Gönderilen işlem sayısı (nonce)", formatInteger(view.sentCount)],
          ]}
        />
        <TokenBalances tokens={view.tokens} />
        <p className="text-sm text-slate-400">
          Bir Ethereum düğümü adres başına işlem geçmişi tutmaz: işlem listesi için bir dizinleyici (indexer) hizmeti gerekir. Bu yüzden
          burada yalnızca bakiye ve adresin gönderdiği işlem sayısı gösteriliyor; gelen işlemler bu sayıya dahil değildir.
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <Facts
        items={[
          ["Bakiye (onaylı)", <MoneyText key="b" money={view.balance} />],
          view.pending ? ["Onay bekleyen değişim", <MoneyText key="p" money={view.pending} />] : null,
          ["Toplam alınan", <MoneyText key="r" money={view.received} />],
          ["Toplam gönderilen", <MoneyText key="s" money={view.sent} />],
          ["İşlem sayısı", formatInteger(view.txCount)],
        ]}
      />
      <BtcTxTable
        caption="Son işlemler (bakiyeye etkisiyle)"
        rows={view.txs}
        amountLabel="Bakiyeye etkisi"
        empty="Bu adresin henüz bir işlemi yok."
      />
    </div>
  );
}

/** The address's balances of the built-in token list; tokens it holds none of are only counted. */
function TokenBalances({ tokens }: { tokens: TokenHoldings | null }) {
  if (!tokens) {
    return <p className="text-sm text-slate-400">Token bakiyeleri şu an okunamadı; ETH bakiyesi yukarıda.</p>;
  }
  return (
    <div data-testid="token-balances">
      <h3 className="text-lg font-semibold text-white">Token bakiyeleri</h3>
      {tokens.held.length ? (
        <ul className="mt-2 space-y-1 text-slate-200">
          {tokens.held.map((token) => (
            <li key={token.symbol}>
              <strong>
                {token.amount} {token.symbol}
              </strong>{" "}
              <span className="text-sm text-slate-400">({token.name})</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-sm text-slate-400">
        Sitenin tanıdığı {formatInteger(TOKENS.length)} token ({TOKENS.map((token) => token.symbol).join(", ")}) soruldu
        {tokens.held.length ? "" : "; bu adreste hiçbirinden bakiye yok"}
        {tokens.held.length && tokens.zero ? `; ${formatInteger(tokens.zero)} tanesinde bakiye yok` : ""}
        {tokens.unread ? `; ${formatInteger(tokens.unread)} tanesinin bakiyesi okunamadı` : ""}. Listede olmayan tokenlar gösterilmez.
      </p>
    </div>
  );
}

/** Transactions with links into the explorer. */
export function BtcTxTable({
  caption,
  rows,
  amountLabel,
  empty,
}: {
  caption: string;
  rows: BtcTxRow[];
  amountLabel: string;
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-400">{empty}</p>;
  return (
    <DataTable
      label={caption}
      captionClassName="mb-2 text-left font-semibold text-white"
      columns={["İşlem", "Zaman", amountLabel, "Ücret"]}
      cell="py-2 pr-4 last:pr-0"
      headClassName="text-slate-400"
    >
      <tbody className="divide-y divide-white/5">
        {rows.map((row) => (
          <tr key={row.txid}>
            <td className="py-2 pr-4">
              <Link to={explorerHref("btc", row.txid)} className="font-mono text-brand-300 underline hover:text-brand-200">
                {row.txid.slice(0, 12)}…{row.txid.slice(-6)}
              </Link>
            </td>
            <td className="py-2 pr-4 text-slate-300">{row.confirmed && row.time ? formatDateTime(row.time) : "Onay bekliyor"}</td>
            <td className="py-2 pr-4">
              <MoneyText money={row.amount} />
            </td>
            <td className="py-2 text-slate-300">{row.fee.amount}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
