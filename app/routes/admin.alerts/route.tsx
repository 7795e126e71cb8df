import { MarketTime } from "~/components/market/market-time";
import { CardTable } from "~/components/admin/card-table";
import { SwitchPage } from "~/components/admin/switch-page";
import { switchAction } from "~/server/admin-form.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatAlertPrice } from "~/lib/alerts/format";
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
    <SwitchPage
      icon="BellIcon"
      title="Fiyat Alarmları"
      intro="Kullanıcıların alarmları her canlı piyasa güncellemesinde bir kez, herkes için birlikte denetlenir. Eski ya da örnek veriyle hiçbir alarm çalmaz."
      stats={[
        { label: "Etkin alarm", value: stats.active },
        { label: "Bugün çalan (Türkiye saati)", value: stats.firedToday },
        { label: "Gönderilen alarm e-postası", value: stats.mails.sent },
        { label: "Gönderilemeyen alarm e-postası", value: stats.mails.failed },
        { label: "Sırada bekleyen e-posta", value: stats.mails.waiting },
      ]}
      statsClassName="sm:grid-cols-2 lg:grid-cols-5"
      toggle={{
        id: "checks-heading",
        title: "Alarm denetimleri",
        state: paused ? "Duraklatıldı" : "Çalışıyor",
        intent: paused ? "resume" : "pause",
        button: paused ? "Alarm denetimlerini sürdür" : "Tüm alarm denetimlerini duraklat",
        turnsOff: !paused,
      }}
    >
      <CardTable
        title="Son çalan alarmlar"
        label="Son çalan alarmlar"
        columns={["Zaman", "Kullanıcı", "Alarm", "Fiyat"]}
        empty={stats.lastFirings.length === 0 ? "Henüz çalan alarm yok." : null}
      >
        {stats.lastFirings.map((firing) => (
          <tr key={firing.id}>
            <td className="px-4 py-2">
              <MarketTime iso={firing.triggeredAt} />
            </td>
            <td className="px-4 py-2">{firing.username}</td>
            <td className="px-4 py-2">{firing.description}</td>
            <td className="px-4 py-2">{firing.triggeredPrice === null ? "—" : formatAlertPrice(firing.triggeredPrice, firing.currency)}</td>
          </tr>
        ))}
      </CardTable>
    </SwitchPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
