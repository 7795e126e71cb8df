import { changeClass } from "~/components/market/coin-list";
import { chainLabel, type NftCollection } from "~/lib/nft/source";
import { formatAmount, formatChange, formatCompactUsd, formatUsd } from "~/lib/market/format";
import { DataTable, figures } from "~/components/ui/data-table";

const Missing = () => <span className="text-slate-500">—</span>;

/** The collections in the provider's order (24-hour volume, largest first). */
export function CollectionsTable({ collections }: { collections: Array<NftCollection & { marketCapUsd?: number | null }> }) {
  // The keyless source gives the market cap; the paid list endpoint's answer is read without it.
  const withMarketCap = collections.some((c) => c.marketCapUsd !== undefined);
  return (
    <DataTable
      label="NFT koleksiyonları tablosu"
      caption={`24 saatlik hacme göre önde gelen ${collections.length} NFT koleksiyonu`}
      columns={[
        "#",
        "Koleksiyon",
        "Zincir",
        ...figures("Taban fiyat", ...(withMarketCap ? ["Piyasa değeri"] : []), "24s hacim", "Sahip", "Taban 24s değişim"),
      ]}
      cell="py-2 pr-4 last:pr-0"
      frameClassName="mt-4"
      testId="collections-table"
    >
      <tbody>
        {collections.map((collection, index) => (
          <tr key={collection.id} className="border-b border-white/5">
            <td className="py-2 pr-4 text-slate-400 tabular-nums">{index + 1}</td>
            <th scope="row" className="py-2 pr-4 font-semibold text-white">
              {collection.name}
              {collection.symbol ? <span className="ml-2 text-xs font-normal text-slate-400">{collection.symbol}</span> : null}
            </th>
            <td className="py-2 pr-4 text-slate-300">{chainLabel(collection.chain)}</td>
            <td className="py-2 pr-4 text-right tabular-nums">
              {collection.floorNative !== null ? (
                <span className="text-white">
                  {formatAmount(collection.floorNative)} {collection.nativeSymbol}
                </span>
              ) : null}
              {collection.floorUsd !== null ? <span className="block text-xs text-slate-400">{formatUsd(collection.floorUsd)}</span> : null}
              {collection.floorNative === null && collection.floorUsd === null ? <Missing /> : null}
            </td>
            {withMarketCap ? (
              <td className="py-2 pr-4 text-right text-slate-200 tabular-nums">
                {typeof collection.marketCapUsd === "number" ? formatCompactUsd(collection.marketCapUsd) : <Missing />}
              </td>
            ) : null}
            <td className="py-2 pr-4 text-right text-white tabular-nums">
              {collection.volumeUsd !== null ? formatCompactUsd(collection.volumeUsd) : <Missing />}
            </td>
            <td className="py-2 pr-4 text-right text-slate-200 tabular-nums">
              {collection.owners !== null ? formatAmount(collection.owners) : <Missing />}
            </td>
            <td className="py-2 text-right tabular-nums">
              {collection.change24h !== null ? (
                <span className={changeClass(collection.change24h)}>{formatChange(collection.change24h)}</span>
              ) : (
                <Missing />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
