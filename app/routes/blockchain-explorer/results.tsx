import { Link } from "@remix-run/react";
import { AddressSummary, BtcTxTable } from "~/components/chain/address-summary";
import { Facts, Mono, MoneyText } from "~/components/chain/chain-parts";
import { formatInteger } from "~/lib/chain/amounts";
import { explorerHref } from "~/lib/chain/query";
import type { BtcBlockView, BtcIo, BtcTxView, EthBlockView, EthTxView, ExplorerResult } from "~/lib/chain/views";
import { formatDateTime } from "~/lib/format";

function ExplorerLink({ chain, q, children }: { chain: "btc" | "eth"; q: string | number; children: React.ReactNode }) {
  return (
    <Link to={explorerHref(chain, q)} className="break-all font-mono text-sm text-brand-300 underline hover:text-brand-200">
      {children}
    </Link>
  );
}

const confirmationsText = (n: number | null) => (n === null ? "Bilinmiyor" : n === 0 ? "Onay bekliyor" : formatInteger(n));

export function ExplorerResultView({ result }: { result: ExplorerResult }) {
  switch (result.type) {
    case "btc-tx":
      return <BtcTx tx={result.tx} />;
    case "btc-block":
      return <BtcBlock block={result.block} />;
    case "eth-tx":
      return <EthTx tx={result.tx} />;
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

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="result-heading" className="card space-y-6">
      <h2 id="result-heading" className="text-2xl font-semibold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
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
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-white">{caption}</caption>
        <thead className="text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-4">
              Adres
            </th>
            <th scope="col" className="py-2">
              Tutar
            </th>
          </tr>
        </thead>
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
      </table>
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

function EthTx({ tx }: { tx: EthTxView }) {
  return (
    <Section title="Ethereum işlemi">
      <Facts
        items={[
          ["İşlem karması", <Mono key="h">{tx.hash}</Mono>],
          ["Durum", tx.pending ? "Onay bekliyor" : (tx.status ?? "Bloğa girdi")],
          tx.blockNumber !== null
            ? ["Blok", <ExplorerLink key="b" chain="eth" q={tx.blockNumber}>{`#${formatInteger(tx.blockNumber)}`}</ExplorerLink>]
            : null,
          ["Onay sayısı", confirmationsText(tx.confirmations)],
          tx.time ? ["Zaman", formatDateTime(tx.time)] : null,
          [
            "Gönderen",
            <ExplorerLink key="f" chain="eth" q={tx.from}>
              {tx.from}
            </ExplorerLink>,
          ],
          [
            "Alıcı",
            tx.to ? (
              <ExplorerLink key="t" chain="eth" q={tx.to}>
                {tx.to}
              </ExplorerLink>
            ) : (
              "Sözleşme oluşturma"
            ),
          ],
          tx.createdContract
            ? [
                "Oluşan sözleşme",
                <ExplorerLink key="c" chain="eth" q={tx.createdContract}>
                  {tx.createdContract}
                </ExplorerLink>,
              ]
            : null,
          ["Tutar", <MoneyText key="v" money={tx.value} />],
          tx.fee ? ["İşlem ücreti", <MoneyText key="fee" money={tx.fee} />] : null,
          ["Gaz", tx.gasUsed ? `${tx.gasUsed} kullanıldı / ${tx.gasLimit} sınır` : `${tx.gasLimit} sınır`],
          tx.gasPrice ? ["Gaz fiyatı", tx.gasPrice] : null,
          ["Nonce", formatInteger(tx.nonce)],
          ["Veri", tx.methodId ? `${formatInteger(tx.inputBytes)} bayt, yöntem ${tx.methodId}` : "Yok (düz ETH transferi)"],
        ]}
      />
    </Section>
  );
}

function EthBlock({ block }: { block: EthBlockView }) {
  return (
    <Section title={`Ethereum bloğu #${formatInteger(block.number)}`}>
      <Facts
        items={[
          ["Blok karması", <Mono key="h">{block.hash}</Mono>],
          ["Zaman", formatDateTime(block.time)],
          ["Onay sayısı", confirmationsText(block.confirmations)],
          [
            "Öneren (fee recipient)",
            <ExplorerLink key="m" chain="eth" q={block.miner}>
              {block.miner}
            </ExplorerLink>,
          ],
          ["İşlem sayısı", formatInteger(block.txCount)],
          ["Gaz", `${block.gasUsed} kullanıldı / ${block.gasLimit} sınır`],
          block.baseFee ? ["Taban ücret", block.baseFee] : null,
          ["Boyut", `${formatInteger(block.size)} bayt`],
          [
            "Önceki blok",
            <ExplorerLink key="p" chain="eth" q={block.parentHash}>
              {block.parentHash}
            </ExplorerLink>,
          ],
        ]}
      />
      {block.txs.length ? (
        <div>
          <h3 className="font-semibold text-white">
            Bloktaki işlemler (ilk {formatInteger(block.txs.length)} / {formatInteger(block.txCount)})
          </h3>
          <ul className="mt-2 space-y-1">
            {block.txs.map((hash) => (
              <li key={hash}>
                <ExplorerLink chain="eth" q={hash}>
                  {hash}
                </ExplorerLink>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-400">Bu blokta işlem yok.</p>
      )}
    </Section>
  );
}
