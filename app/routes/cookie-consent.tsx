import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ConsentForms } from "~/components/cookie-consent";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CONSENT_MAX_AGE_SECONDS, consentFromForm, consentRedirectTo, consentSetCookie, readConsent } from "~/lib/consent";
import { pageMeta } from "~/lib/seo/meta";
import { readForm } from "~/server/http.server";
import { Section } from "~/components/ui/section";

// No `handle.pageCache`: this page shows the visitor's own choice, so it is never kept.

/** After a choice made on this page, the page again with a note that it was saved. */
const SAVED = "/cookie-consent?saved=1";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Çerez Tercihleri",
    description: "Analiz ve reklam çerezlerine izin verin ya da izninizi geri alın.",
    noindex: true,
  });

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const consent = readConsent(request.headers.get("Cookie"));
  return {
    decided: consent !== null,
    consent: consent ?? { analytics: false, ads: false },
    saved: url.searchParams.get("saved") === "1",
    redirectTo: url.searchParams.has("redirectTo") ? consentRedirectTo(url.searchParams.get("redirectTo")) : SAVED,
  };
}

/**
 * Stores the choice for six months and goes back. No session is touched: a
 * visitor who only chose stays anonymous, so cached pages still serve them.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const secure = new URL(request.url).protocol === "https:";
  return redirect(consentRedirectTo(form.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": consentSetCookie(consentFromForm(form), { secure }), "Cache-Control": "no-store" },
  });
}

const yesNo = (granted: boolean) => (granted ? "izin verildi" : "izin verilmedi");

export default function CookieConsentPage() {
  const { decided, consent, saved, redirectTo } = useLoaderData<typeof loader>();
  const months = Math.round(CONSENT_MAX_AGE_SECONDS / (60 * 60 * 24 * 30));
  return (
    <main className="container-page flex-1 py-12">
      <div className="mx-auto max-w-2xl space-y-6">
        <h1 className="text-3xl font-bold text-white">Çerez Tercihleri</h1>
        {saved ? (
          <p role="status" className="rounded-lg border border-emerald-500/40 bg-emerald-500/10 px-4 py-3 text-emerald-200">
            Tercihleriniz kaydedildi.
          </p>
        ) : null}
        <p className="text-slate-300">
          Zorunlu oturum çerezi her zaman kullanılır. Analiz ve reklam çerezleri yalnızca izin verdiğiniz kadar kullanılır; seçiminiz bu
          tarayıcıda {months} ay saklanır, sonra yeniden sorulur. Seçiminizi burada istediğiniz zaman değiştirebilirsiniz.
        </p>
        <Section id="current-choice" title="Şu anki seçiminiz" className="card space-y-2" heading="lg">
          {decided ? (
            <ul className="text-slate-300">
              <li>Analiz çerezleri: {yesNo(consent.analytics)}</li>
              <li>Reklam çerezleri: {yesNo(consent.ads)}</li>
            </ul>
          ) : (
            <p className="text-slate-300">Henüz bir seçim yapmadınız; izin verene kadar analiz ve reklam çerezleri kullanılmaz.</p>
          )}
        </Section>
        <section aria-label="Seçiminizi değiştirin" className="card">
          <ConsentForms consent={consent} redirectTo={redirectTo} open />
        </section>
        <p className="text-sm text-slate-400">
          Hangi verileri neden sakladığımızı{" "}
          <Link to="/privacy#cerezler" className="text-brand-300 underline hover:text-brand-200">
            Gizlilik Politikası
          </Link>
          'nda anlatıyoruz.
        </p>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
