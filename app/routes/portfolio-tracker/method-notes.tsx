import { formatRate } from "~/lib/market/format";

/** How the figures are worked out, so nobody has to guess. */
export function MethodNotes({ usdTry }: { usdTry: number | null }) {
  return (
    <section aria-labelledby="method-heading" className="card space-y-2 text-sm text-slate-300">
      <h2 id="method-heading" className="text-xl font-semibold text-white">
        Hesaplama yöntemi
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          Maliyet FIFO (ilk giren ilk çıkar) yöntemiyle hesaplanır: bir satış önce en eski alımdan düşülür, gerekirse bir alımın bir kısmı
          kullanılır.
        </li>
        <li>Alış ücreti maliyete eklenir; satış ücreti satış tutarından düşülür.</li>
        <li>
          Transfer girişi, girilen birim fiyattan yeni bir alım gibi maliyete eklenir. Transfer çıkışı en eski alımlardan kâr veya zarar
          yazmadan düşülür; yalnızca ücreti o yılın gerçekleşen zararına yazılır.
        </li>
        <li>
          Fiyatlar piyasa verisindeki coin/USDT paritelerinden alınır. TL karşılıkları ve TL ile girilen işlemlerin dolar karşılıkları{" "}
          <strong>güncel USDT/TRY kuruyla</strong>
          {usdTry ? ` (${formatRate(usdTry)})` : ""} hesaplanır: işlem günündeki kur sitede bulunmadığından geçmiş işlemler de bugünkü kurla
          çevrilir. Tüm işlemleri TL ile girilmiş bir portföyde TL sonuçları bu çevirmeden etkilenmez.
        </li>
        <li>Elde olandan fazlasının satılması veya transfer edilmesi kabul edilmez.</li>
      </ul>
    </section>
  );
}
