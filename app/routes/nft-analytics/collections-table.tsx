import { changeClass } from "~/components/market/coin-list";
import { chainLabel, type NftCollection } from "~/lib/nft/source";
import { formatAmount, formatChange, formatCompactUsd, formatUsd } from "~/lib/market/format";

const Missing = () => <span className="text-slate-500">—</span>;

/** The collections in the provider's order (24-hour volume, largest first). */
export function CollectionsTable({ collections }: { collections: Array<NftCollection & { marketCapUsd?: number | null }> }) {
  // The keyless source gives the market cap; the paid list endpoint's answer is read without it.
  const withMarketCap = collections.some((c) => c.marketCapUsd !== undefined);
  return (
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="NFT koleksiyonları tablosu">
      <table className="w-full text-left text-sm" data-testid="collections-table">
        <caption className="sr-only">24 saatlik hacme göre önde gelen {collections.length} NFT koleksiyonu</caption>
        <thead className="border-b border-white/10 text-xs text-slate-400 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4">
              #
            </th>
            <th scope="col" className="py-2 pr-4">
              Koleksiyon
            </th>
            <th scope="col" className="py-2 pr-4">
              Zincir
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              Taban fiyat
            </th>
            {withMarketCap ? (
              <th scope="col" className="py-2 pr-4 text-right">
                Piyasa değeri
              </th>
            ) : null}
            <th scope="col" className="py-2 pr-4 text-right">
              24s hacim
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              Sahip
            </th>
            <th scope="col" className="py-2 text-right">
              Taban 24s değişim
            </th>
          </tr>
        </thead>
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
                {collection.floorUsd !== null ? (
                  <span className="block text-xs text-slate-400">{formatUsd(collection.floorUsd)}</span>
                ) : null}
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
      </table>
    </div>
  );
}
