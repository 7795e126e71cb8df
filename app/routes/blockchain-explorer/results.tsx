import { Link } from "@remix-run/react";
import { AddressSummary, BtcTxTable } from "~/components/chain/address-summary";
import { Facts, Mono, MoneyText } from "~/components/chain/chain-parts";
import { formatInteger } from "~/lib/chain/amounts";
import type { BtcBlockView, BtcIo, BtcTxView, ExplorerResult } from "~/lib/chain/views";
import { formatDateTime } from "~/lib/format";
import { EthBlock, EthTx } from "./eth-results";
import { confirmationsText, ExplorerLink, Section } from "./result-parts";
import { DataTable } from "~/components/ui/data-table";
import { ConfirmationWatchForm } from "./watch-form";

export function ExplorerResultView({ result }: { result: ExplorerResult }) {
  switch (result.type) {
    case "btc-tx":
      return (
        <>
          <BtcTx tx={result.tx} />
          <ConfirmationWatchForm chain="btc" txid={result.tx.txid} />
        </>
      );
    case "btc-block":
      return <BtcBlock block={result.block} />;
    case "eth-tx":
      return (
        <>
          <EthTx tx={result.tx} />
          <ConfirmationWatchForm chain="eth" txid={result.tx.hash} />
        </>
      );
    case "eth-block":
      return <EthBlock block={result.block} />;
    case "btc-address":
    case "eth-address": {
      const view = result.address;
      return (
        <Section title={view.chain === "btc" ? "Bitcoin adresi" : "Ethereum adresi"}>
          <p>
            <Mono>{view.address}</Mono>
          </p>
          <AddressSummary view={view} />
          <Link to={`/wallet-analyzer?${new URLSearchParams({ address: view.address })}`} className="text-brand-300 underline">
            Adres türünü ve sağlama toplamını Cüzdan Analizi'nde gör
          </Link>
        </Section>
      );
    }
  }
}

function BtcTx({ tx }: { tx: BtcTxView }) {
  return (
    <Section title="Bitcoin işlemi">
      <Facts
        items={[
          ["İşlem kimliği", <Mono key="id">{tx.txid}</Mono>],
          ["Durum", tx.confirmed ? "Onaylandı" : "Onay bekliyor (mempool)"],
          tx.blockHash && tx.blockHeight !== null
            ? ["Blok", <ExplorerLink key="b" chain="btc" q={tx.blockHash}>{`#${formatInteger(tx.blockHeight)}`}</ExplorerLink>]
            : null,
          ["Onay sayısı", confirmationsText(tx.confirmations)],
          tx.time ? ["Zaman", formatDateTime(tx.time)] : null,
          ["Toplam çıktı", <MoneyText key="o" money={tx.totalOut} />],
          ["Ücret", <MoneyText key="f" money={tx.fee} />],
          ["Ücret oranı", tx.feeRate],
          ["Boyut", `${formatInteger(tx.size)} bayt (${formatInteger(tx.vsize)} sanal bayt)`],
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <IoTable caption="Girdiler" rows={tx.inputs} more={tx.moreInputs} />
        <IoTable caption="Çıktılar" rows={tx.outputs} more={tx.moreOutputs} />
      </div>
    </Section>
  );
}

function IoTable({ caption, rows, more }: { caption: string; rows: BtcIo[]; more: number }) {
  return (
    <div>
      <DataTable
        label={caption}
        captionClassName="mb-2 text-left font-semibold text-white"
        columns={["Adres", "Tutar"]}
        cell="py-2 pr-4 last:pr-0"
        headClassName="text-slate-400"
      >
        <tbody className="divide-y divide-white/5">
          {rows.map((row, index) => (
            <tr key={index}>
              <td className="py-2 pr-4">
                {row.coinbase ? (
                  "Yeni basılan (coinbase)"
                ) : row.address ? (
                  <ExplorerLink chain="btc" q={row.address}>
                    {row.address}
                  </ExplorerLink>
                ) : (
                  <span className="text-slate-400">Adressiz çıktı ({row.type})</span>
                )}
                {row.spends ? (
                  <span className="block text-xs text-slate-400">
                    harcanan: <ExplorerLink chain="btc" q={row.spends}>{`${row.spends.slice(0, 10)}…`}</ExplorerLink>
                  </span>
                ) : null}
              </td>
              <td className="py-2">{row.amount ? <MoneyText money={row.amount} /> : "—"}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {more > 0 ? <p className="mt-2 text-sm text-slate-400">ve {formatInteger(more)} tane daha</p> : null}
    </div>
  );
}

function BtcBlock({ block }: { block: BtcBlockView }) {
  return (
    <Section title={`Bitcoin bloğu #${formatInteger(block.height)}`}>
      <Facts
        items={[
          ["Blok karması", <Mono key="h">{block.hash}</Mono>],
          ["Zaman", formatDateTime(block.time)],
          ["Onay sayısı", confirmationsText(block.confirmations)],
          ["İşlem sayısı", formatInteger(block.txCount)],
          ["Boyut", `${formatInteger(block.size)} bayt · ağırlık ${formatInteger(block.weight)}`],
          ["Zorluk", block.difficulty],
          ["Merkle kökü", <Mono key="m">{block.merkleRoot}</Mono>],
          block.previousHash
            ? [
                "Önceki blok",
                <ExplorerLink key="p" chain="btc" q={block.previousHash}>
                  {block.previousHash}
                </ExplorerLink>,
              ]
            : null,
        ]}
      />
      <BtcTxTable
        caption={`Bloktaki işlemler (ilk ${formatInteger(block.txs.length)} / ${formatInteger(block.txCount)})`}
        rows={block.txs}
        amountLabel="Toplam çıktı"
        empty="Bu bloğun işlemleri alınamadı."
      />
    </Section>
  );
}
