import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { z } from "zod";
import { ArrowPathIcon, ArrowUpTrayIcon, WrenchScrewdriverIcon } from "@heroicons/react/24/outline";
import { requireAdmin } from "~/lib/auth.server";
import { APP_VERSION } from "~/lib/defaults";
import { formatDateTime, formatFileSize } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { useHydrated } from "~/lib/use-hydrated";
import { recordActivity } from "~/models/activity.server";
import { getSetting, setSetting } from "~/models/settings.server";
import { getSystemInfo, listUpdateLogs, setAutoUpdate, setMaintenanceMode } from "~/models/system.server";
import { UpdateArchiveError, checkForUpdates, receiveUpdateUpload } from "~/services/update-archive.server";

const toggleSchema = z.enum(["true", "false"]);
const manifestSchema = z.union([z.literal(""), z.url("Geçerli bir adres girin (https://...).").max(500)]);

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Sistem Güncelleme", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [info, logs, manifestUrl] = await Promise.all([getSystemInfo(), listUpdateLogs(), getSetting("update_manifest_url")]);
  return { info, logs, manifestUrl: manifestUrl ?? "", appVersion: APP_VERSION };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    try {
      await receiveUpdateUpload(request, admin);
    } catch (error) {
      if (error instanceof UpdateArchiveError) return data({ error: error.message }, { status: error.status });
      throw error;
    }
    return redirectWithToast(request, "/admin/update", { type: "success", message: "Güncelleme başarıyla yüklendi" });
  }

  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "maintenance" || intent === "auto-update") {
    const wanted = toggleSchema.safeParse(form.get("enabled"));
    if (!wanted.success) return data({ error: "Geçersiz istek." }, { status: 400 });
    const enabled = wanted.data === "true";
    if (intent === "maintenance") {
      await setMaintenanceMode(enabled);
      await recordActivity({
        action: "system.maintenance",
        title: enabled ? "Bakım modu açıldı" : "Bakım modu kapatıldı",
        icon: "AlertCircle",
        actor: admin,
      });
      return redirectWithToast(request, "/admin/update", {
        type: "success",
        message: enabled ? "Bakım modu açıldı" : "Bakım modu kapatıldı",
      });
    }
    await setAutoUpdate(enabled);
    await recordActivity({
      action: "system.auto_update",
      title: enabled ? "Otomatik güncelleme açıldı" : "Otomatik güncelleme kapatıldı",
      actor: admin,
    });
    return redirectWithToast(request, "/admin/update", {
      type: "success",
      message: enabled ? "Otomatik güncelleme açıldı" : "Otomatik güncelleme kapatıldı",
    });
  }

  if (intent === "check") {
    const result = await checkForUpdates(APP_VERSION);
    if (!result.ok) return redirectWithToast(request, "/admin/update", { type: "error", message: "Güncelleme kontrolü yapılamadı" });
    return redirectWithToast(
      request,
      "/admin/update",
      result.updateAvailable ? { type: "info", message: "Yeni güncelleme mevcut!" } : { type: "success", message: "Sistem güncel" },
    );
  }

  if (intent === "manifest") {
    const url = manifestSchema.safeParse(String(form.get("manifestUrl") ?? "").trim());
    if (!url.success) return data({ manifestError: url.error.issues[0].message }, { status: 400 });
    await setSetting("update_manifest_url", url.data, "Güncelleme kontrolünde okunacak sürüm bildirimi adresi");
    await recordActivity({ action: "system.manifest", title: "Güncelleme adresi değişti", description: url.data || "(boş)", actor: admin });
    return redirectWithToast(request, "/admin/update", { type: "success", message: "Güncelleme adresi kaydedildi" });
  }

  return data({ error: "Bilinmeyen işlem." }, { status: 400 });
}

const statusLabels: Record<string, { label: string; className: string }> = {
  completed: { label: "Tamamlandı", className: "bg-emerald-500/15 text-emerald-300" },
  failed: { label: "Başarısız", className: "bg-red-500/15 text-red-300" },
  in_progress: { label: "Devam ediyor", className: "bg-amber-500/15 text-amber-300" },
};

function Toggle({ intent, on, label }: { intent: string; on: boolean; label: string }) {
  return (
    <Form method="post" className="flex items-center justify-between gap-4 rounded-xl border border-white/10 p-4">
      <input type="hidden" name="enabled" value={on ? "false" : "true"} />
      <span>
        <span className="block font-medium text-white">{label}</span>
        <span className="text-sm text-slate-400" data-testid={`${intent}-state`}>
          {on ? "Açık" : "Kapalı"}
        </span>
      </span>
      <button
        type="submit"
        name="intent"
        value={intent}
        role="switch"
        aria-checked={on}
        className={on ? "btn btn-danger" : "btn btn-secondary"}
      >
        {on ? "Kapat" : "Aç"}
        <span className="sr-only"> ({label})</span>
      </button>
    </Form>
  );
}

/** Sends the archive with XMLHttpRequest, whose upload events give real progress. */
function useUploadWithProgress() {
  const { revalidate } = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = (form: HTMLFormElement) => {
    const body = new FormData(form);
    const file = body.get("updateFile");
    if (!(file instanceof File) || file.size === 0) {
      setError("Lütfen bir dosya seçin");
      return;
    }
    setError(null);
    setProgress(0);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/system-update");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => event.lengthComputable && setProgress(Math.round((event.loaded / event.total) * 100));
    xhr.onload = () => {
      setProgress(null);
      if (xhr.status >= 200 && xhr.status < 300) {
        form.reset();
        revalidate();
      } else {
        setError((xhr.response as { error?: string } | null)?.error ?? "Güncelleme yüklenirken hata oluştu");
      }
    };
    xhr.onerror = () => {
      setProgress(null);
      setError("Güncelleme yüklenirken hata oluştu");
    };
    xhr.send(body);
  };
  return { progress, error, upload };
}

export default function AdminUpdatePage() {
  const { info, logs, manifestUrl, appVersion } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const { progress, error: uploadError, upload } = useUploadWithProgress();
  const busy = navigation.state !== "idle";
  const serverError = actionData && "error" in actionData ? actionData.error : null;
  const manifestError = actionData && "manifestError" in actionData ? actionData.manifestError : null;

  const onUpload = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    upload(event.currentTarget);
  };

  return (
    <div className="space-y-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-white">
        <WrenchScrewdriverIcon className="h-7 w-7 text-brand-400" aria-hidden="true" />
        Sistem Güncelleme
      </h1>

      <section className="card grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Sistem durumu">
        <div>
          <p className="text-sm text-slate-400">Mevcut sürüm</p>
          <p className="text-xl font-semibold text-white">{info.current_version || appVersion}</p>
        </div>
        <div>
          <p className="text-sm text-slate-400">Son güncelleme</p>
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
        <section className="card space-y-3" aria-labelledby="settings-heading">
          <h2 id="settings-heading" className="text-lg font-semibold text-white">
            Ayarlar
          </h2>
          <Toggle intent="maintenance" on={info.maintenance_mode === 1} label="Bakım modu" />
          <Toggle intent="auto-update" on={info.auto_update === 1} label="Otomatik güncelleme" />
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
                <ArrowPathIcon className="h-4 w-4" aria-hidden="true" />
                Güncellemeleri Kontrol Et
              </button>
            </div>
          </Form>
        </section>

        <section className="card space-y-3" aria-labelledby="upload-heading">
          <h2 id="upload-heading" className="text-lg font-semibold text-white">
            Manuel Güncelleme
          </h2>
          <p className="text-sm text-slate-400">
            ZIP, TAR veya TAR.GZ arşivi yükleyin (en fazla 100 MB). Dosya içeriğinden doğrulanır, SHA-256 özetiyle saklanır; içindeki hiçbir
            şey çalıştırılmaz.
          </p>
          <Form ref={formRef} method="post" encType="multipart/form-data" onSubmit={onUpload} className="space-y-3">
            <label htmlFor="updateFile" className="label">
              Güncelleme dosyası
            </label>
            <input
              id="updateFile"
              name="updateFile"
              type="file"
              accept=".zip,.tar,.tar.gz,.tgz,application/zip,application/x-tar,application/gzip"
              className="input"
            />
            {uploadError ? (
              <p role="alert" className="field-error">
                {uploadError}
              </p>
            ) : null}
            {progress !== null ? (
              <div>
                <progress max={100} value={progress} className="w-full" aria-label="Yükleme ilerlemesi" />
                <p className="text-sm text-slate-300" role="status">
                  %{progress} yüklendi
                </p>
              </div>
            ) : null}
            <button type="submit" className="btn btn-primary" disabled={progress !== null || busy}>
              <ArrowUpTrayIcon className="h-4 w-4" aria-hidden="true" />
              Yükle
            </button>
          </Form>
        </section>
      </div>

      <section className="card overflow-x-auto" aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-lg font-semibold text-white">
          Güncelleme Geçmişi
        </h2>
        {logs.length === 0 ? (
          <p className="py-6 text-center text-slate-400">Henüz güncelleme yapılmadı</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <thead className="text-xs text-slate-400 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Sürüm
                </th>
                <th scope="col" className="py-2 pr-4">
                  Tür
                </th>
                <th scope="col" className="py-2 pr-4">
                  Durum
                </th>
                <th scope="col" className="py-2 pr-4">
                  Başlangıç
                </th>
                <th scope="col" className="py-2 pr-4">
                  Bitiş
                </th>
                <th scope="col" className="py-2 pr-4">
                  Boyut
                </th>
                <th scope="col" className="py-2">
                  Dosya / SHA-256
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">
              {logs.map((log) => {
                const status = statusLabels[log.status] ?? { label: "Bilinmiyor", className: "bg-slate-500/15 text-slate-300" };
                return (
                  <tr key={log.id}>
                    <td className="py-2 pr-4 text-white">{log.version}</td>
                    <td className="py-2 pr-4">{log.update_type}</td>
                    <td className="py-2 pr-4">
                      <span className={`rounded-full px-2 py-0.5 text-xs ${status.className}`}>{status.label}</span>
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(log.started_at)}</td>
                    <td className="py-2 pr-4 whitespace-nowrap">{log.completed_at ? formatDateTime(log.completed_at) : "—"}</td>
                    <td className="py-2 pr-4 whitespace-nowrap">{formatFileSize(log.file_size)}</td>
                    <td className="py-2 text-xs text-slate-400">
                      {log.file_name}
                      {log.sha256 ? <span className="block font-mono">{log.sha256.slice(0, 16)}…</span> : null}
                      {log.status === "failed" && log.message ? <span className="block text-red-300">{log.message}</span> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
