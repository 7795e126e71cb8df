import { Link } from "@remix-run/react";
import { OutlineIcon } from "~/components/icon-file";
import { AdSlot } from "~/components/ad-slot";
import type { FallbackHomeView } from "~/lib/home/content";
import { BenefitList, CallToAction, FeatureGrid, HeroBlock, StatsBand, ToolsLink } from "./sections";

/** The page shown while no home section is enabled: the full built-in home page, so the home page is never empty. */
export function FallbackHome({ siteName, view }: { siteName: string; view: FallbackHomeView }) {
  return (
    <>
      <HeroBlock
        headingId="fallback-hero"
        title="Yapay Zekâ ile Kripto Dünyasını Keşfedin"
        description="Canlı piyasa verileri, yapay zekâ destekli analizler ve 23 kripto aracıyla kararlarınızı bilgiye dayanarak verin."
      >
        <Link to="/ai-chat" className="btn btn-primary px-6 py-3 text-base">
          <OutlineIcon name="ChatBubbleLeftRightIcon" className="h-5 w-5" />
          AI Sohbet Başlat
        </Link>
        <Link to="/crypto-analysis" className="btn btn-secondary px-6 py-3 text-base">
          <OutlineIcon name="PlayCircleIcon" className="h-5 w-5" />
          Demo İzle
        </Link>
      </HeroBlock>

      <AdSlot slot="banner-top" format="horizontal" />

      <section aria-labelledby="fallback-tools" className="container-page py-16">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="fallback-tools" className="text-3xl font-bold text-white sm:text-4xl">
            Kripto Araçlarımız
          </h2>
          <p className="mt-3 text-lg text-slate-400">İhtiyacınız olan her araç tek yerde</p>
        </div>
        <FeatureGrid items={view.features} />
        <ToolsLink />
      </section>

      <StatsBand headingId="fallback-stats" title={`Rakamlarla ${siteName}`} items={view.stats} />

      <section aria-labelledby="fallback-benefits" className="container-page py-16">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="fallback-benefits" className="text-3xl font-bold text-white sm:text-4xl">
            Neden {siteName}?
          </h2>
          <p className="mt-3 text-lg text-slate-400">Kripto yolculuğunuzda güvenilir bir yol arkadaşı</p>
        </div>
        <BenefitList items={view.benefits} />
      </section>

      <CallToAction
        headingId="fallback-cta"
        title="Kripto yolculuğunuza bugün başlayın"
        description="Yapay zekâ asistanımıza sorunuzu sorun ya da bizi daha yakından tanıyın."
      >
        <Link to="/ai-chat" className="btn bg-white px-6 py-3 text-base text-brand-700 hover:bg-brand-50">
          Ücretsiz Başla
        </Link>
        <Link to="/about" className="btn border border-white/60 px-6 py-3 text-base text-white hover:bg-white/10">
          Daha Fazla Bilgi
        </Link>
      </CallToAction>

      <AdSlot slot="banner-bottom" format="horizontal" />
    </>
  );
}
