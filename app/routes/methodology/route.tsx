import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BandTable, calibrationText, GradeTable, recordDay, signalBaselineText } from "~/components/market/record-tables";
import { Section } from "~/components/ui/section";
import { formatMarketTime } from "~/lib/market/format";
import { COIN_BONUS } from "~/lib/market/analysis";
import { LONG_HORIZON, RECORD_DAYS, SHORT_HORIZON } from "~/lib/market/track-record";
import type { PageCacheHandle } from "~/lib/page-cache/rules";
import { pageMeta } from "~/lib/seo/meta";
import { trackRecord } from "~/services/track-record.server";

// The record changes once a day; the page is kept no longer than the market's figures.
export const handle: PageCacheHandle = { pageCache: "market" };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Yöntem ve Geçmiş Kayıt",
    description:
      "Kural tabanlı puanın, notların ve oynaklık aralıklarının nasıl hesaplandığı; sitenin kendi çağrılarının son bir yıldaki ölçülmüş kaydı ve neyi iddia etmediği.",
  });

export async function loader() {
  return { record: await trackRecord() };
}

const bonusCoins = Object.keys(COIN_BONUS)
  .map((symbol) => symbol.replace(/USDT$/, ""))
  .join(", ");

export default function MethodologyPage() {
  const { record } = useLoaderData<typeof loader>();
  return (
    <main className="container-page flex-1 space-y-8 py-12">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold text-white">Yöntem ve geçmiş kayıt</h1>
        <p className="mt-3 text-slate-300">
          Sitedeki puanlar, öneriler, notlar ve aralıklar sabit kurallarla hesaplanır. Bu sayfa kuralları ve bu kuralların geçmişte nasıl
          sonuç verdiğini, kendi ölçümümüzle ve düzeltmeden gösterir. Hiçbiri yatırım tavsiyesi değildir.
        </p>
      </header>

      <Section id="score-heading" title="Puan nasıl hesaplanır?" className="card max-w-3xl space-y-3 text-slate-300" heading="2xl-bold">
        <p>
          Hacme göre ilk 100 USDT paritesinin her biri 50 puandan başlar; kurallar sırayla uygulanır ve sonuç 0 ile 100 arasında tutulur:
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>24 saatlik değişim %5 üzeri +20, %2 üzeri +10; %-5 altı -20, %-2 altı -10.</li>
          <li>Günlük aralık (en yüksek - en düşük, fiyata oranla) %8 üzeri -5, %3 altı +5.</li>
          <li>İşlem hacmi 100 milyon USDT üzeri +20, 50 milyon üzeri +15, diğerleri +10.</li>
          <li>Fiyat 24 saatlik zirveye %5 yakınsa -5, dibe %5 yakınsa +10, ikisine birden yakınsa +5.</li>
          <li>Köklü projeler için sabit bir ek puan ({bonusCoins}).</li>
        </ul>
        <p>
          Öneri puandan gelir: 80 ve üstü Güçlü Al, 65 ve üstü Al, 45 ve üstü Bekle, 30 ve üstü Dikkatli Ol, altı Uzak Dur. Zaman dilimi
          (ör. &quot;1-4 hafta&quot;) trendin etiketidir, ölçülmüş bir süre değildir: kayıt desteklemedikçe sayfalarda &quot;kuralın
          etiketi&quot; olarak yazılır. Notlar (A-E) bu puanı likidite ve sakinlikle birleştirir (
          <Link to="/crypto-rating" className="text-brand-300 underline hover:text-brand-200">
            Kripto Derecelendirme
          </Link>
          ).
        </p>
      </Section>

      <Section id="record-heading" title="Kayıt nasıl ölçülür?" className="card max-w-3xl space-y-3 text-slate-300" heading="2xl-bold">
        <p>
          Aynı kural, analizdeki coinlerin son {RECORD_DAYS} kapanmış günlük mumunun her gününe uygulanır: o günün açılıştan kapanışa
          değişimi, en yüksek ve en düşük fiyatı, USDT hacmi ve kapanışın zirveye ve dibe uzaklığı, canlı sayfadaki 24 saatlik verinin
          yerine geçer. Her çağrının ardından coinin {SHORT_HORIZON} ve {LONG_HORIZON} günlük getirisi o günün kapanışından ölçülür; aynı
          günlerde piyasa, yani analizdeki bütün coinlerin eşit ağırlıklı ortalaması, karşılaştırma olarak yanına yazılır.
        </p>
        <p>
          <strong className="text-white">İsabet:</strong> Al ve Güçlü Al çağrısında coin {LONG_HORIZON} günde piyasayı geçtiyse, Dikkatli Ol
          ve Uzak Dur çağrısında piyasanın gerisinde kaldıysa isabettir. Bekle bir yön söylemediği için isabeti yoktur. Notlarda A ve B
          alım, D ve E kaçınma gibi sayılır; C'nin isabeti yoktur.
        </p>
        <p>
          Kayıt her gün yeniden hesaplanır. Canlı sayfanın bir coin için gün içindeki ilk çağrısı saklanır ve {LONG_HORIZON} günü dolunca o
          günün yeniden oynatılmış çağrısının yerine ölçülür. Sinyaller, bir sinyalin açılışından kapanışına aynı coini tutmakla
          karşılaştırılır: sinyal ancak tutmayı geçerse isabet sayılır (bir al sinyali aynı coini tutmakla aynı sonucu verir, geçemez).
        </p>
        <p>
          <strong className="text-white">İddia etmediği:</strong> Geçmiş sonuç geleceği göstermez. Coinler bugünün ilk 100&apos;üdür; yıl
          içinde listeden düşen ya da borsadan kalkan coinler ölçüme girmez, bu da kaydı olduğundan iyi gösterebilir. Ardışık günlerin{" "}
          {LONG_HORIZON} günlük dönemleri üst üste biner, çağrılar birbirinden bağımsız değildir. Komisyon, kayma ve vergi hesaba katılmaz.
          Günlük mum, canlı sayfanın kayan 24 saatlik penceresiyle aynı değildir.
        </p>
      </Section>

      <Section id="measured-heading" title="Ölçülmüş kayıt" className="card max-w-4xl space-y-3 text-slate-300" heading="2xl-bold">
        {record ? (
          <>
            <p data-testid="record-span">
              {record.from && record.to
                ? `Çağrı günleri: ${recordDay(record.from)} - ${recordDay(record.to)}. `
                : "Henüz 30 günü dolmuş çağrı yok. "}
              Hesaplandı: {formatMarketTime(record.generatedAt)}.
            </p>
            <BandTable bands={record.bands} />
            <GradeTable grades={record.grades} />
            <h3 className="pt-2 text-lg font-semibold text-white">Oynaklık aralıkları</h3>
            <p data-testid="calibration">
              {calibrationText(record.predictions, "1 günlük")}. {calibrationText(record.weekPredictions, "7 günlük")}.
            </p>
            <h3 className="pt-2 text-lg font-semibold text-white">Sinyaller</h3>
            <p>{signalBaselineText(record.signals)}.</p>
          </>
        ) : (
          <p role="status">Kayıt henüz hesaplanıyor: piyasa ve günlük mumlar geldikten sonra bir dakika içinde burada olur.</p>
        )}
        <p className="text-sm text-slate-400">
          Aynı rakamlar JSON olarak:{" "}
          <a href="/api/track-record" className="text-brand-300 underline hover:text-brand-200">
            /api/track-record
          </a>
          .
        </p>
      </Section>
    </main>
  );
}
