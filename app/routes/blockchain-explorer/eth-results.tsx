import { Facts, Mono, MoneyText } from "~/components/chain/chain-parts";
import { formatInteger } from "~/lib/chain/amounts";
import type { EthBlockView, EthTxView } from "~/lib/chain/views";
import { formatDateTime } from "~/lib/format";
import { confirmationsText, ExplorerLink, Section } from "./result-parts";

export function EthTx({ tx }: { tx: EthTxView }) {
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
      {tx.tokenTransfers.length ? (
        <div className="mt-4" data-testid="token-transfers">
          <h3 className="text-lg font-semibold text-white">Token transferleri</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-200">
            {tx.tokenTransfers.map((transfer, index) => (
              <li key={index}>
                <strong>
                  {transfer.amount} {transfer.symbol}
                </strong>{" "}
                <ExplorerLink chain="eth" q={transfer.from}>
                  {transfer.from}
                </ExplorerLink>{" "}
                →{" "}
                <ExplorerLink chain="eth" q={transfer.to}>
                  {transfer.to}
                </ExplorerLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

export function EthBlock({ block }: { block: EthBlockView }) {
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
