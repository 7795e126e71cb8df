import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SourceStatus } from "~/components/market/source-status";
import { ToolHero } from "~/components/market/snapshot-page";
import { InvestmentNotice } from "~/components/market/candle-source";
import { getUser } from "~/server/auth.server";
import { NFT_FORMATS } from "~/lib/nft/source";
import { pageMeta } from "~/lib/seo/meta";
import { getAdminNftSource } from "~/models/nft-source.server";
import { getNftCollections } from "~/services/nft-source.server";
import { getPublicNftCollections } from "~/services/nft-public.server";
import { CollectionsTable } from "./collections-table";
import { PublicCollections } from "./public-collections";
import { Section } from "~/components/ui/section";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "NFT Analitiği: Önde Gelen Koleksiyonlar",
    description:
      "24 saatlik hacme göre önde gelen NFT koleksiyonları: zincir, taban fiyat, günlük hacim, sahip sayısı ve taban fiyat değişimi.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, result, source] = await Promise.all([getUser(request), getNftCollections(), getAdminNftSource()]);
  const isAdmin = user?.role === "admin";
  return {
    result,
    // Without a source set by an admin, the curated collections from CoinGecko's keyless API.
    publicView: result.configured ? ({ enabled: false } as const) : await getPublicNftCollections(),
    // The source's address, host included, and its format are the admin's business.
    setup: isAdmin
      ? { format: NFT_FORMATS[source.format], configured: source.configured, hasKey: source.has_key, host: sourceHost(source) }
      : null,
  };
}

export default function NftAnalyticsPage() {
  const { result, publicView, setup } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1 pb-16">
      <ToolHero
        title="NFT Analitiği"
        description="24 saatlik işlem hacmine göre önde gelen NFT koleksiyonları: hangi zincirde oldukları, taban fiyatları, günlük hacimleri, sahip sayıları ve taban fiyatın son 24 saatteki değişimi."
      >
        {result.configured ? (
          <p className="mt-4 text-sm text-slate-400" data-testid="nft-source">
            Veriler yöneticinin seçtiği kaynaktan alınır ve sunucuda en çok 5 dakikada bir yenilenir.
          </p>
        ) : null}
      </ToolHero>
      <div className="container-page space-y-8 pt-8">
        {setup ? <AdminSetupNote setup={setup} failed={result.configured && !result.ok} keyless={publicView.enabled} /> : null}
        <Section id="collections-heading" title="Önde gelen koleksiyonlar" className="card" heading="2xl-bold">
          {publicView.enabled ? (
            <PublicCollections view={publicView} />
          ) : !result.configured ? (
            <p className="mt-4 text-slate-300" data-testid="nft-empty">
              NFT verileri henüz bağlanmadı: bu sayfa için bir veri kaynağı ayarlanmamış. Bu yüzden burada koleksiyon gösterilmiyor; uydurma
              rakam göstermiyoruz.
            </p>
          ) : (
            <>
              <SourceStatus result={result} what="NFT verileri" testId="collections-source" />
              {result.ok ? (
                result.data.length ? (
                  <CollectionsTable collections={result.data} />
                ) : (
                  <p className="mt-4 text-slate-300">Kaynak şu anda hiç koleksiyon bildirmiyor.</p>
                )
              ) : null}
            </>
          )}
        </Section>
        <InvestmentNotice />
      </div>
    </main>
  );
}

function sourceHost(source: { configured: boolean; base_url: string }) {
  return source.configured ? new URL(source.base_url).host : "";
}

/** For admins only: what the page needs and where to set it. */
function AdminSetupNote({
  setup,
  failed,
  keyless,
}: {
  setup: { format: string; configured: boolean; hasKey: boolean; host: string };
  failed: boolean;
  keyless: boolean;
}) {
  if (setup.configured && !failed) return null;
  return (
    <div
      role="note"
      className="rounded-lg border border-brand-500/40 bg-brand-950/40 px-4 py-3 text-sm text-slate-100"
      data-testid="nft-admin-note"
    >
      <p className="font-semibold">Yönetici notu</p>
      {setup.configured ? (
        <p className="mt-1">
          Kaynak ayarlı ({setup.format}, <span className="font-mono">{setup.host}</span>) ama yanıtı kullanılamadı. Adresi
          {setup.hasKey ? "" : " ve kaynağın istediği API anahtarını"} kontrol edin.
        </p>
      ) : keyless ? (
        <p className="mt-1">
          Sayfa şu anda CoinGecko&apos;nun anahtarsız genel API&apos;sinden seçili koleksiyonları gösteriyor. Eksik olan (isteğe bağlı):
          daha çok koleksiyon için ücretli bir NFT veri kaynağının API adresi ve anahtarı.
        </p>
      ) : (
        <p className="mt-1">
          Eksik olan: NFT veri kaynağının API adresi (ör. CoinGecko Pro için https://pro-api.coingecko.com/api/v3) ve kaynak istiyorsa API
          anahtarı.
        </p>
      )}
      <p className="mt-2">
        <Link to="/admin/nft-source" className="font-semibold underline">
          NFT veri kaynağını ayarla
        </Link>
      </p>
    </div>
  );
}
