import { Link, useLocation } from "@remix-run/react";
import { OutlineIcon } from "~/components/icon-file";
import { useMaintenanceWatch } from "~/components/maintenance-watch";
import { useHydrated } from "~/lib/use-hydrated";

export interface ErrorLink {
  to: string;
  label: string;
}

const SITE_LINKS: ErrorLink[] = [
  { to: "/", label: "Ana sayfaya dön" },
  { to: "/contact", label: "Bize ulaşın" },
];

export function ErrorPage({
  status,
  title,
  message,
  links = SITE_LINKS,
  reference,
}: {
  status: number;
  title: string;
  message: string;
  links?: ErrorLink[];
  /** The request's id, for a reader who reports the fault: the same id is in the server's log. */
  reference?: string;
}) {
  return (
    <main className="container-page flex flex-1 flex-col items-center justify-center py-24 text-center">
      <p className="text-6xl font-bold text-brand-400">{status}</p>
      <h1 className="mt-4 text-3xl font-semibold text-white">{title}</h1>
      <p className="mt-3 max-w-xl text-slate-300">{message}</p>
      {reference ? (
        <p className="mt-3 text-sm text-slate-400" data-testid="error-reference">
          Hata kodu: <code className="select-all">{reference}</code>
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <Link key={link.to} to={link.to} className={index === 0 ? "btn btn-primary" : "btn btn-secondary"}>
            {link.label}
          </Link>
        ))}
      </div>
    </main>
  );
}

export function MaintenancePage() {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  // The page asked for comes back by itself once maintenance ends.
  useMaintenanceWatch(true, () => window.location.reload());
  return (
    <main className="container-page flex flex-1 flex-col items-center justify-center py-24 text-center">
      <OutlineIcon name="WrenchScrewdriverIcon" className="h-16 w-16 text-brand-400" />
      <h1 className="mt-6 text-3xl font-semibold text-white">Bakım çalışması</h1>
      <p className="mt-3 max-w-xl text-slate-300">
        Sitemiz şu anda planlı bakımda. Kısa süre içinde yeniden hizmetinizdeyiz; lütfen birkaç dakika sonra tekrar deneyin.
      </p>
      <p className="mt-2 max-w-xl text-sm text-slate-400" data-testid="maintenance-refresh">
        {hydrated
          ? "Bakım bittiğinde bu sayfa kendiliğinden açılır; yenilemenize gerek yok."
          : "Bakım bittiğinde sayfa kendiliğinden yenilenmez; “Yeniden dene” ile tekrar açabilirsiniz."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={`${pathname}${search}`} className="btn btn-primary">
          Yeniden dene
        </a>
        <a href="/login" className="btn btn-secondary">
          Yönetici girişi
        </a>
      </div>
    </main>
  );
}
