import { Link, useLocation } from "@remix-run/react";
import { isTrackingParam } from "~/lib/page-cache/tracking";
import type { Consent } from "~/lib/consent";

/**
 * The cookie choice as three plain forms posting to /cookie-consent: accept all,
 * reject (as prominent as accepting) and a choice per category. They are real
 * document submissions even with JavaScript, so the page that comes back loads
 * exactly the tags agreed to, with no script deciding it in the browser.
 */
export function ConsentForms({ consent, redirectTo, open }: { consent: Consent; redirectTo: string; open: boolean }) {
  const back = <input type="hidden" name="redirectTo" value={redirectTo} />;
  const choice = (
    <form method="post" action="/cookie-consent" className="space-y-3">
      {back}
      <fieldset className="space-y-2">
        <legend className="sr-only">Çerez kategorileri</legend>
        <label className="flex items-start gap-3 text-slate-200">
          <input type="checkbox" name="analytics" defaultChecked={consent.analytics} className="mt-1 h-4 w-4 accent-brand-500" />
          <span className="flex flex-col font-semibold">
            Analiz çerezleri
            <span className="text-sm font-normal text-slate-400">Google Analytics ve Tag Manager ile ziyaret istatistikleri.</span>
          </span>
        </label>
        <label className="flex items-start gap-3 text-slate-200">
          <input type="checkbox" name="ads" defaultChecked={consent.ads} className="mt-1 h-4 w-4 accent-brand-500" />
          <span className="flex flex-col font-semibold">
            Reklam çerezleri
            <span className="text-sm font-normal text-slate-400">Google AdSense ile reklam gösterimi ve ölçümü.</span>
          </span>
        </label>
      </fieldset>
      <button type="submit" className="btn-secondary">
        Seçimimi kaydet
      </button>
    </form>
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <form method="post" action="/cookie-consent">
          {back}
          <input type="hidden" name="analytics" value="on" />
          <input type="hidden" name="ads" value="on" />
          <button type="submit" className="btn-primary">
            Tümünü kabul et
          </button>
        </form>
        <form method="post" action="/cookie-consent">
          {back}
          <button type="submit" className="btn-primary">
            Reddet
          </button>
        </form>
      </div>
      {open ? (
        choice
      ) : (
        <details className="group">
          <summary className="cursor-pointer text-sm font-semibold text-brand-300 hover:text-brand-200">Tercihler</summary>
          <div className="mt-3">{choice}</div>
        </details>
      )}
    </div>
  );
}

/** This page's address without tracking parameters: the banner is part of cached pages keyed without them. */
function currentPath(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (isTrackingParam(name)) params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Asks an undecided visitor; shown by the root until a choice is stored. */
export function CookieBanner() {
  const { pathname, search } = useLocation();
  return (
    <section
      aria-labelledby="cookie-banner-heading"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-slate-950/95 shadow-2xl backdrop-blur"
    >
      <div className="container-page flex flex-col gap-4 py-5 md:flex-row md:items-start md:justify-between">
        <div className="max-w-2xl space-y-1">
          <h2 id="cookie-banner-heading" className="text-lg font-semibold text-white">
            Çerez tercihleri
          </h2>
          <p className="text-sm text-slate-300">
            Siteyi çalıştırmak için yalnızca zorunlu oturum çerezini kullanırız. İzin verirseniz ziyaret istatistikleri ve reklamlar için
            Google çerezleri de kullanılır; izin vermezseniz bu hizmetler hiç yüklenmez. Ayrıntılar{" "}
            <Link to="/privacy#cerezler" className="text-brand-300 underline hover:text-brand-200">
              Gizlilik Politikası
            </Link>
            'nda.
          </p>
        </div>
        <ConsentForms consent={{ analytics: false, ads: false }} redirectTo={currentPath(pathname, search)} open={false} />
      </div>
    </section>
  );
}
