import { StatCard } from "~/components/admin/stat-card";
import { SwitchCard } from "~/components/admin/switch-card";
import { switchAction } from "~/server/admin-form.server";
import { Icon } from "~/components/icon";
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
    <div className="space-y-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-white">
        <Icon name="BoltIcon" className="h-7 w-7 text-brand-400" />
        Sinyaller
      </h1>
      <p className="text-sm text-slate-400">
        Sinyaller, canlı piyasa verisinde analiz önerisi bant değiştirdiğinde otomatik kaydedilir. Kayıtlı bir sinyalin sonucu hiçbir
        yönetici tarafından değiştirilemez veya silinemez; buradan yalnızca yeni sinyal üretimi açılıp kapatılır.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Toplam sinyal" value={totals.total} />
        <StatCard label="Açık sinyal" value={totals.open} />
        <StatCard label="Takip sayısı" value={totals.follows} />
      </div>
      <SwitchCard
        id="generation-heading"
        title="Sinyal üretimi"
        state={enabled ? "Açık" : "Kapalı"}
        intent={enabled ? "disable" : "enable"}
        button={enabled ? "Sinyal üretimini kapat" : "Sinyal üretimini aç"}
        turnsOff={enabled}
      />
      <div className="card overflow-x-auto p-0" tabIndex={0} role="region" aria-label="Günlük sinyal sayıları">
        <table className="w-full text-left text-sm">
          <caption className="p-4 text-left text-lg font-semibold text-white">Son 30 günde günlük sinyal sayıları</caption>
          <thead className="border-b border-white/10 text-xs uppercase text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-2">
                Gün
              </th>
              <th scope="col" className="px-4 py-2">
                Açılan
              </th>
              <th scope="col" className="px-4 py-2">
                Al
              </th>
              <th scope="col" className="px-4 py-2">
                Sat
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5 text-slate-300">
            {perDay.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-6 text-center text-slate-400">
                  Son 30 günde sinyal oluşmadı.
                </td>
              </tr>
            ) : (
              perDay.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="px-4 py-2 font-medium text-white">
                    {day.day}
                  </th>
                  <td className="px-4 py-2">{day.opened}</td>
                  <td className="px-4 py-2">{day.buys}</td>
                  <td className="px-4 py-2">{day.sells}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <p>
        <Link to="/signals" className="underline">
          Sinyalleri sitede gör
        </Link>
      </p>
    </div>
  );
}
