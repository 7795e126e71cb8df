import { Link } from "@remix-run/react";
import { OutlineIcon } from "~/components/icon-file";
import { AdSlot } from "~/components/ad-slot";
import type { FallbackHomeView } from "~/lib/home/content";
import { BenefitList, CallToAction, FeatureGrid, HeroBlock, HomeBlock, StatsBand, ToolsLink } from "./sections";

/** The page shown while no home section is enabled: the full built-in home page, so the home page is never empty. */
export function FallbackHome({ siteName, view }: { siteName: string; view: FallbackHomeView }) {
  return (
    <>
      <HeroBlock
        headingId="fallback-hero"
        title="Yapay Zekâ ile Kripto Dünyasını Keşfedin"
        description="Canlı piyasa verileri, yapay zekâ destekli analizler ve 27 kripto aracıyla kararlarınızı bilgiye dayanarak verin."
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

      <HomeBlock id="fallback-tools" title="Kripto Araçlarımız" subtitle="İhtiyacınız olan her araç tek yerde">
        <FeatureGrid items={view.features} />
        <ToolsLink />
      </HomeBlock>

      <StatsBand headingId="fallback-stats" title={`Rakamlarla ${siteName}`} items={view.stats} />

      <HomeBlock id="fallback-benefits" title={`Neden ${siteName}?`} subtitle="Kripto yolculuğunuzda güvenilir bir yol arkadaşı">
        <BenefitList items={view.benefits} />
      </HomeBlock>

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
