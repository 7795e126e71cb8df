import { SwitchPage } from "~/components/admin/switch-page";
import { switchAction } from "~/server/admin-form.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
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
    <SwitchPage
      icon="CpuChipIcon"
      title="Sanal Botlar"
      intro="Kullanıcıların sanal parayla çalışan deneme botları. Botlar yalnızca canlı piyasa verisiyle, her piyasa güncellemesinde bir kez adım atar; işlem kayıtları sonradan değiştirilemez."
      stats={[
        { label: "Toplam bot", value: counts.total },
        { label: "Çalışan", value: counts.running },
        { label: "Duraklatılmış", value: counts.paused },
        { label: "Herkese açık", value: counts.public },
        { label: "Bot sahibi kullanıcı", value: counts.owners },
        { label: "Toplam işlem", value: counts.trades },
      ]}
      statsClassName="sm:grid-cols-3 lg:grid-cols-6"
      toggle={{
        id: "pause-heading",
        title: "Tüm botlar",
        state: paused ? "Hepsi duraklatıldı" : "Çalışıyor",
        intent: paused ? "resume-all" : "pause-all",
        button: paused ? "Botları yeniden çalıştır" : "Tüm botları duraklat",
        turnsOff: !paused,
      }}
    />
  );
}
