import { TitledSection } from "~/components/admin/titled-section";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { ActivityList } from "~/components/admin/activity-list";
import { requireAdmin } from "~/server/auth.server";
import { formatDate, formatNumber, formatPercent } from "~/lib/format";
import { pageMeta } from "~/lib/seo/meta";
import { dashboardStats, recentActivities } from "~/models/dashboard.server";
import { setupChecklist } from "~/models/setup-checklist.server";
import { SetupList } from "~/components/admin/setup-list";
import { OutlineIcon } from "~/components/icon-file";
import type { OutlineIconName } from "~/lib/icon-names";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Gösterge paneli", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const [stats, activities, setup] = await Promise.all([dashboardStats(), recentActivities(), setupChecklist()]);
  return { username: admin.username, stats, activities, setup, today: new Date().toISOString() };
}

function growthText(percent: number) {
  // Turkish puts the percent sign first and the period before the figure: "bu ay %100", "bu ay -%5".
  return `bu ay ${percent > 0 ? "+" : ""}${formatPercent(percent, 0)}`;
}

function StatCard({ label, value, note, icon }: { label: string; value: number; note: string; icon: OutlineIconName }) {
  return (
    <li className="card flex items-start justify-between gap-3 p-5">
      <div>
        <p className="text-sm text-slate-400">{label}</p>
        <p className="mt-1 text-3xl font-bold text-white">{formatNumber(value)}</p>
        <p className="mt-1 text-xs text-slate-400">{note}</p>
      </div>
      <span className="rounded-xl bg-brand-600/20 p-3 text-brand-300">
        <OutlineIcon name={icon} className="h-6 w-6" />
      </span>
    </li>
  );
}

const quickActions: { to: string; label: string; icon: OutlineIconName }[] = [
  { to: "/admin/blog?new=1", label: "Yeni Blog Yazısı", icon: "PencilSquareIcon" },
  { to: "/admin/contact", label: "İletişim Mesajları", icon: "EnvelopeIcon" },
  { to: "/admin/seo", label: "SEO Ayarları", icon: "MagnifyingGlassIcon" },
  { to: "/admin/users", label: "Kullanıcı Yönetimi", icon: "UsersIcon" },
];

export default function AdminDashboardPage() {
  const { username, stats, activities, setup, today } = useLoaderData<typeof loader>();
  const { revalidate, state } = useRevalidator();

  useEffect(() => {
    const timer = window.setInterval(() => document.visibilityState === "visible" && revalidate(), 30_000);
    return () => window.clearInterval(timer);
  }, [revalidate]);

  return (
    <div className="space-y-6" aria-busy={state === "loading"}>
      <section className="rounded-2xl bg-gradient-to-r from-brand-700 to-violet-700 p-6 text-white">
        <h1 className="text-2xl font-bold">Hoş geldiniz, {username || "Admin"}!</h1>
        <p className="mt-1 text-brand-100">{formatDate(new Date(today), "longWeekday")}</p>
      </section>

      {setup.length ? (
        <section className="card" aria-labelledby="setup-card" data-testid="setup-card">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="setup-card" className="text-lg font-semibold text-white">
              Kurulum: {setup.length} madde kaldı
            </h2>
            <Link to="/admin/setup" className="text-sm text-brand-300 hover:text-brand-200">
              Tüm kontrol listesi
            </Link>
          </div>
          <SetupList items={setup.slice(0, 3)} />
        </section>
      ) : null}

      <ul className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-4 ${state === "loading" ? "animate-pulse" : ""}`} aria-label="İstatistikler">
        <StatCard label="Yeni Ziyaretçiler" value={stats.users.total} note={`Bugün +${stats.users.newToday}`} icon="UsersIcon" />
        <StatCard label="AI Sorguları" value={stats.ai.total} note={growthText(stats.ai.growth)} icon="CpuChipIcon" />
        <StatCard label="Yayındaki Yazılar" value={stats.blog.published} note={growthText(stats.blog.growth)} icon="DocumentTextIcon" />
        <StatCard
          label="İletişim Mesajları"
          value={stats.contacts.total}
          note={`Bugün +${stats.contacts.newToday}`}
          icon="ChatBubbleLeftRightIcon"
        />
      </ul>

      <div className="grid gap-6 lg:grid-cols-3">
        <section className="card lg:col-span-2" aria-labelledby="recent-activities">
          <div className="flex items-center justify-between">
            <h2 id="recent-activities" className="text-lg font-semibold text-white">
              Son Aktiviteler
            </h2>
            <Link to="/admin/logs" className="text-sm text-brand-300 hover:text-brand-200">
              Tüm aktiviteleri gör
            </Link>
          </div>
          <ActivityList activities={activities} />
        </section>

        <div className="space-y-6">
          <TitledSection id="quick-actions" title="Hızlı İşlemler" className="card">
            <ul className="mt-3 grid grid-cols-2 gap-2">
              {quickActions.map(({ to, label, icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="flex h-full flex-col items-center gap-2 rounded-xl border border-white/10 p-3 text-center text-sm text-slate-200 hover:border-brand-500"
                  >
                    <OutlineIcon name={icon} className="h-6 w-6 text-brand-300" />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </TitledSection>

          <TitledSection id="this-week" title="Bu Hafta" className="card">
            <dl className="mt-3 space-y-2 text-sm">
              {[
                ["Yeni ziyaretçiler", stats.users.newThisWeek],
                ["Bugünkü AI sorguları", stats.ai.today],
                ["Yayındaki blog yazıları", stats.blog.published],
                ["Yeni iletişim mesajları", stats.contacts.newThisWeek],
              ].map(([label, value]) => (
                <div key={label} className="flex justify-between">
                  <dt className="text-slate-400">{label}</dt>
                  <dd className="font-semibold text-white">{value}</dd>
                </div>
              ))}
            </dl>
          </TitledSection>

          <TitledSection id="system-info" title="Sistem Bilgisi" className="card">
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-300">
              <li>Kullanıcı yönetimi</li>
              <li>İçerik yönetimi</li>
              <li>SEO optimizasyonu</li>
              <li>AI entegrasyonu</li>
            </ul>
          </TitledSection>
        </div>
      </div>
    </div>
  );
}
