import { CardTable } from "~/components/admin/card-table";
import { SwitchPage } from "~/components/admin/switch-page";
import { switchAction } from "~/server/admin-form.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";
import { setSignalsEnabled, signalCountsPerDay, signalsEnabled, signalTotals } from "~/models/signals.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Sinyaller", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [enabled, perDay, totals] = await Promise.all([signalsEnabled(), signalCountsPerDay(30), signalTotals()]);
  return { enabled, perDay, totals };
}

/** The one thing an admin may change here is whether new signals are made; recorded ones are permanent. */
export function action({ request }: ActionFunctionArgs) {
  return switchAction(request, {
    on: "enable",
    off: "disable",
    write: setSignalsEnabled,
    redirectTo: "/admin/signals",
    messages: { on: "Sinyal üretimi açıldı", off: "Sinyal üretimi kapatıldı" },
  });
}

export default function AdminSignalsPage() {
  const { enabled, perDay, totals } = useLoaderData<typeof loader>();
  return (
    <SwitchPage
      icon="BoltIcon"
      title="Sinyaller"
      intro="Sinyaller, canlı piyasa verisinde analiz önerisi bant değiştirdiğinde otomatik kaydedilir. Kayıtlı bir sinyalin sonucu hiçbir yönetici tarafından değiştirilemez veya silinemez; buradan yalnızca yeni sinyal üretimi açılıp kapatılır."
      stats={[
        { label: "Toplam sinyal", value: totals.total },
        { label: "Açık sinyal", value: totals.open },
        { label: "Takip sayısı", value: totals.follows },
      ]}
      statsClassName="sm:grid-cols-3"
      toggle={{
        id: "generation-heading",
        title: "Sinyal üretimi",
        state: enabled ? "Açık" : "Kapalı",
        intent: enabled ? "disable" : "enable",
        button: enabled ? "Sinyal üretimini kapat" : "Sinyal üretimini aç",
        turnsOff: enabled,
      }}
    >
      <CardTable
        title="Son 30 günde günlük sinyal sayıları"
        label="Günlük sinyal sayıları"
        columns={["Gün", "Açılan", "Al", "Sat"]}
        empty={perDay.length === 0 ? "Son 30 günde sinyal oluşmadı." : null}
      >
        {perDay.map((day) => (
          <tr key={day.day}>
            <th scope="row" className="px-4 py-2 font-medium text-white">
              {day.day}
            </th>
            <td className="px-4 py-2">{day.opened}</td>
            <td className="px-4 py-2">{day.buys}</td>
            <td className="px-4 py-2">{day.sells}</td>
          </tr>
        ))}
      </CardTable>
      <p>
        <Link to="/signals" className="underline">
          Sinyalleri sitede gör
        </Link>
      </p>
    </SwitchPage>
  );
}
