import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ToolHeader } from "~/components/market/candle-source";
import { Link, useLoaderData } from "@remix-run/react";
import { LaunchCard } from "~/components/launches/launch-card";
import { pageMeta } from "~/lib/seo/meta";
import { getUser } from "~/server/auth.server";
import { launchesByTime } from "~/models/launches.server";
import type { PageCacheHandle } from "~/lib/page-cache/rules";
import { Section } from "~/components/ui/section";

export const handle: PageCacheHandle = { pageCache: "counted" };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Lansman Takibi",
    description: "Yaklaşan token lansmanları, airdroplar, borsa listelemeleri ve ana ağ açılışları; geri sayım ve takvim dosyasıyla.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  // An admin's visit is personal (never kept by the page cache): it shows how to add a launch.
  const isAdmin = (await getUser(request))?.role === "admin";
  return { ...(await launchesByTime(now)), now: now.toISOString(), isAdmin };
}

export default function LaunchTrackerPage() {
  const { upcoming, past, now, isAdmin } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1">
      <ToolHeader
        title="Lansman Takibi"
        lead="Token lansmanları, airdroplar, borsa listelemeleri ve ana ağ açılışları: sitenin yöneticisinin takvime eklediği tarihler ve geçmiş kayıtlar. Saatler Türkiye saatidir (TSİ)."
      >
        <p className="mt-4">
          <a href="/launch-tracker.ics" className="btn btn-secondary" download>
            Takvime ekle (.ics)
          </a>
        </p>
      </ToolHeader>
      <div className="container-page space-y-10 py-10">
        <Section id="upcoming-heading" title="Yaklaşan lansmanlar" heading="2xl">
          {upcoming.length ? (
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {upcoming.map((launch) => (
                <LaunchCard key={launch.id} launch={launch} serverNow={now} upcoming />
              ))}
            </ul>
          ) : (
            <div className="card mt-4 space-y-2 text-slate-300" data-testid="no-upcoming">
              <p>
                Şu anda bilinen yaklaşan bir lansman yok: takvimde tarihi gelmemiş bir kayıt bulunmuyor. Bir lansman eklendiğinde burada
                geri sayımıyla görünür; aşağıda geçmiş lansmanlar var.
              </p>
              {isAdmin ? (
                <p className="text-sm">
                  Yönetici olarak bir lansman eklemek için{" "}
                  <Link to="/admin/launches?new=1" className="text-brand-300 underline">
                    Admin › Lansmanlar › Lansman Ekle
                  </Link>
                  : adını, sembolünü, türünü ve TSİ tarihini yazın.
                </p>
              ) : null}
            </div>
          )}
        </Section>
        <Section id="past-heading" title="Geçmiş lansmanlar" heading="2xl">
          {past.length ? (
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {past.map((launch) => (
                <LaunchCard key={launch.id} launch={launch} serverNow={now} upcoming={false} />
              ))}
            </ul>
          ) : (
            <p className="card mt-4 text-slate-300">Henüz geçmiş lansman yok.</p>
          )}
        </Section>
        <p className="text-sm text-slate-400">
          Lansman bilgileri bilgilendirme amaçlıdır, yatırım tavsiyesi değildir. Katılmadan önce projenin resmî kanallarını kontrol edin;
          sahte airdrop ve ön satış sitelerine karşı dikkatli olun. Bir sorunuz varsa{" "}
          <Link to="/contact" className="underline">
            bize yazın
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
