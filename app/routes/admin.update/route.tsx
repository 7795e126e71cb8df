import { TitledSection } from "~/components/admin/titled-section";
import { PageTitle } from "~/components/admin/page-title";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireAdmin } from "~/server/auth.server";
import { APP_VERSION } from "~/lib/site/defaults";
import { formatDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/seo/meta";
import { getSetting } from "~/models/settings.server";
import { getSystemInfo, listUpdateLogs } from "~/models/system.server";
import { HistoryTable } from "./history-table";
import { Toggle } from "./toggle";
import { UploadForm } from "./upload-form";
import { OutlineIcon } from "~/components/icon-file";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Sistem Güncelleme", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [info, logs, manifestUrl] = await Promise.all([getSystemInfo(), listUpdateLogs(), getSetting("update_manifest_url")]);
  return { info, logs, manifestUrl: manifestUrl ?? "", appVersion: APP_VERSION };
}

type ActionData = { error?: string; manifestError?: string };

export default function AdminUpdatePage() {
  const { info, logs, manifestUrl, appVersion } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const serverError = actionData?.error ?? null;
  const manifestError = actionData?.manifestError ?? null;

  return (
    <div className="space-y-6">
      <PageTitle icon="WrenchScrewdriverIcon">Sistem Güncelleme</PageTitle>

      <section className="card grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Sistem durumu">
        <div>
          <p className="text-sm text-slate-400">Mevcut sürüm</p>
          <p className="text-xl font-semibold text-white">{info.current_version || appVersion}</p>
        </div>
        <div>
          <p className="text-sm text-slate-400">Son saklanan arşiv</p>
          <p className="text-xl font-semibold text-white">{info.last_update ? formatDateTime(info.last_update) : "Henüz yok"}</p>
        </div>
        <div>
          <p className="text-sm text-slate-400">Güncelleme durumu</p>
          <p className="text-xl font-semibold text-white">
            {info.update_available ? `Yeni sürüm: ${info.latest_version}` : info.latest_version ? "Sistem güncel" : "Kontrol edilmedi"}
          </p>
        </div>
        <div>
          <p className="text-sm text-slate-400">Bakım modu</p>
          <p className={`text-xl font-semibold ${info.maintenance_mode ? "text-amber-300" : "text-emerald-300"}`}>
            {info.maintenance_mode ? "Açık" : "Kapalı"}
          </p>
        </div>
      </section>

      {serverError ? (
        <p role="alert" className="rounded-lg border border-red-500/40 bg-red-950/60 px-4 py-3 text-sm text-red-200">
          {serverError}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <TitledSection id="settings-heading" title="Ayarlar" className="card space-y-3">
          <Toggle intent="maintenance" on={info.maintenance_mode === 1} label="Bakım modu" />
          <Toggle
            intent="auto-update"
            on={info.auto_update === 1}
            label="Otomatik güncelleme"
            description="Yalnızca tercih olarak kaydedilir: bu sürüm güncellemeleri kendiliğinden indirmez ve kurmaz. Yeni sürümü 'Güncellemeleri Kontrol Et' ile görün; arşivi sunucu yöneticisi kurar."
          />
          <Form method="post" className="space-y-2 rounded-xl border border-white/10 p-4">
            <label htmlFor="manifestUrl" className="label">
              Sürüm bildirimi adresi
            </label>
            <input
              id="manifestUrl"
              name="manifestUrl"
              type="url"
              defaultValue={manifestUrl}
              placeholder="https://ornek.com/surum.json"
              className="input"
              aria-invalid={manifestError ? true : undefined}
              aria-describedby="manifestUrl-help"
            />
            <p id="manifestUrl-help" className="text-xs text-slate-400">
              {'JSON olarak { "version": "1.2.0" } döndüren adres. Güncelleme kontrolü buradan okunur.'}
            </p>
            {manifestError ? (
              <p role="alert" className="field-error">
                {manifestError}
              </p>
            ) : null}
            <div className="flex gap-2">
              <button type="submit" name="intent" value="manifest" className="btn btn-secondary">
                Kaydet
              </button>
              <button type="submit" name="intent" value="check" className="btn btn-primary" disabled={busy}>
                <OutlineIcon name="ArrowPathIcon" className="h-4 w-4" />
                Güncellemeleri Kontrol Et
              </button>
            </div>
          </Form>
        </TitledSection>

        <TitledSection id="upload-heading" title="Manuel Güncelleme" className="card space-y-3">
          <p className="text-sm text-slate-400">
            ZIP, TAR veya TAR.GZ arşivi yükleyin (en fazla 100 MB). Dosya içeriğinden doğrulanır ve SHA-256 özetiyle saklanır; kurulmaz ve
            içindeki hiçbir şey çalıştırılmaz. Kurulumu sunucu yöneticisi yapar.
          </p>
          <UploadForm />
        </TitledSection>
      </div>

      <TitledSection id="history-heading" title="Güncelleme Geçmişi" className="card overflow-x-auto">
        <HistoryTable logs={logs} />
      </TitledSection>
    </div>
  );
}
