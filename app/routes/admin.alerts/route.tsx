import { StatCard } from "~/components/admin/stat-card";
import { SwitchCard } from "~/components/admin/switch-card";
import { switchAction } from "~/server/admin-form.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Icon } from "~/components/icon";
import { formatAlertPrice } from "~/lib/alerts/format";
import { formatMarketTime } from "~/lib/market/format";
import { pageMeta } from "~/lib/seo/meta";
import { requireAdmin } from "~/server/auth.server";
import { alertAdminStats, alertsPaused, setAlertsPaused } from "~/models/alerts.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Fiyat Alarmları", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [paused, stats] = await Promise.all([alertsPaused(), alertAdminStats()]);
  return { paused, stats };
}

/** The one switch here pauses or resumes every alert check; users' alerts stay as they are. */
export function action({ request }: ActionFunctionArgs) {
  return switchAction(request, {
    on: "pause",
    off: "resume",
    write: setAlertsPaused,
    redirectTo: "/admin/alerts",
    messages: { on: "Alarm denetimleri duraklatıldı", off: "Alarm denetimleri sürdürülüyor" },
  });
}

export default function AdminAlertsPage() {
  const { paused, stats } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-white">
        <Icon name="BellIcon" className="h-7 w-7 text-brand-400" />
        Fiyat Alarmları
      </h1>
      <p className="text-sm text-slate-400">
        Kullanıcıların alarmları her canlı piyasa güncellemesinde bir kez, herkes için birlikte denetlenir. Eski ya da örnek veriyle hiçbir
        alarm çalmaz.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <StatCard label="Etkin alarm" value={stats.active} />
        <StatCard label="Bugün çalan (Türkiye saati)" value={stats.firedToday} />
        <StatCard label="Gönderilen alarm e-postası" value={stats.mails.sent} />
        <StatCard label="Gönderilemeyen alarm e-postası" value={stats.mails.failed} />
        <StatCard label="Sırada bekleyen e-posta" value={stats.mails.waiting} />
      </div>
      <SwitchCard
        id="checks-heading"
        title="Alarm denetimleri"
        state={paused ? "Duraklatıldı" : "Çalışıyor"}
        intent={paused ? "resume" : "pause"}
        button={paused ? "Alarm denetimlerini sürdür" : "Tüm alarm denetimlerini duraklat"}
        turnsOff={!paused}
      />
      <div className="card overflow-x-auto p-0" tabIndex={0} role="region" aria-label="Son çalan alarmlar">
        <table className="w-full text-left text-sm">
          <caption className="p-4 text-left text-lg font-semibold text-white">Son çalan alarmlar</caption>
          <thead className="border-b border-white/10 text-xs uppercase text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-2">
                Zaman
              </th>
              <th scope="col" className="px-4 py-2">
                Kullanıcı
              </th>
              <th scope="col" className="px-4 py-2">
                Alarm
              </th>
              <th scope="col" className="px-4 py-2">
                Fiyat
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5 text-slate-300">
            {stats.lastFirings.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-6 text-center text-slate-400">
                  Henüz çalan alarm yok.
                </td>
              </tr>
            ) : (
              stats.lastFirings.map((firing) => (
                <tr key={firing.id}>
                  <td className="px-4 py-2">
                    <time dateTime={firing.triggeredAt}>{formatMarketTime(firing.triggeredAt)}</time>
                  </td>
                  <td className="px-4 py-2">{firing.username}</td>
                  <td className="px-4 py-2">{firing.description}</td>
                  <td className="px-4 py-2">
                    {firing.triggeredPrice === null ? "—" : formatAlertPrice(firing.triggeredPrice, firing.currency)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
