import { StatCard } from "~/components/admin/stat-card";
import { SwitchCard } from "~/components/admin/switch-card";
import { switchAction } from "~/server/admin-form.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { pageMeta } from "~/lib/seo/meta";
import { botCounts, botsPaused, setBotsPaused } from "~/models/trading-bots.server";
import { requireAdmin } from "~/server/auth.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Sanal Botlar", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [counts, paused] = await Promise.all([botCounts(), botsPaused()]);
  return { counts, paused };
}

/** The one switch here: stop stepping every bot (each keeps its own status), or let them run again. */
export function action({ request }: ActionFunctionArgs) {
  return switchAction(request, {
    on: "pause-all",
    off: "resume-all",
    write: setBotsPaused,
    redirectTo: "/admin/bots",
    messages: { on: "Tüm botlar duraklatıldı", off: "Botlar yeniden çalışıyor" },
  });
}

export default function AdminBotsPage() {
  const { counts, paused } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-white">
        <Icon name="CpuChipIcon" className="h-7 w-7 text-brand-400" />
        Sanal Botlar
      </h1>
      <p className="text-sm text-slate-400">
        Kullanıcıların sanal parayla çalışan deneme botları. Botlar yalnızca canlı piyasa verisiyle, her piyasa güncellemesinde bir kez adım
        atar; işlem kayıtları sonradan değiştirilemez.
      </p>
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
        <StatCard label="Toplam bot" value={counts.total} />
        <StatCard label="Çalışan" value={counts.running} />
        <StatCard label="Duraklatılmış" value={counts.paused} />
        <StatCard label="Herkese açık" value={counts.public} />
        <StatCard label="Bot sahibi kullanıcı" value={counts.owners} />
        <StatCard label="Toplam işlem" value={counts.trades} />
      </div>
      <SwitchCard
        id="pause-heading"
        title="Tüm botlar"
        state={paused ? "Hepsi duraklatıldı" : "Çalışıyor"}
        intent={paused ? "resume-all" : "pause-all"}
        button={paused ? "Botları yeniden çalıştır" : "Tüm botları duraklat"}
        turnsOff={!paused}
      />
    </div>
  );
}
