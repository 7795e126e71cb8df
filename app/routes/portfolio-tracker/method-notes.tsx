import { UsdTryNote } from "~/components/usd-try-note";
import type { RatesUsed } from "~/lib/market/usd-try-history";
import { formatRate } from "~/lib/market/format";
import { Section } from "~/components/ui/section";

/** How the figures are worked out, so nobody has to guess. */
export function MethodNotes({ usdTry, rates }: { usdTry: number | null; rates: RatesUsed }) {
  return (
    <Section id="method-heading" title="Hesaplama yöntemi" className="card space-y-2 text-sm text-slate-300">
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
          Fiyatlar piyasa verisindeki coin/USDT paritelerinden alınır. Bugünkü TL değeri <strong>güncel USDT/TRY kuruyla</strong>
          {usdTry ? ` (${formatRate(usdTry)})` : ""} hesaplanır; TL maliyet ve gerçekleşen TL kâr-zarar ise her işlemin kendi tarihindeki
          kurla: 2024&apos;te alınan bir coinin TL maliyeti 2024 kuruyla bulunur.
          <UsdTryNote rates={rates} />
        </li>
        <li>Elde olandan fazlasının satılması veya transfer edilmesi kabul edilmez.</li>
      </ul>
    </Section>
  );
}
