import { Form, useNavigation, useRevalidator } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { OutlineIcon } from "~/components/icon-file";

/** Sends the archive with XMLHttpRequest, whose upload events give real progress. */
function useUploadWithProgress() {
  const { revalidate } = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stored, setStored] = useState<string | null>(null);

  const upload = (form: HTMLFormElement) => {
    const body = new FormData(form);
    const file = body.get("updateFile");
    if (!(file instanceof File) || file.size === 0) {
      setError("Lütfen bir dosya seçin");
      return;
    }
    setError(null);
    setStored(null);
    setProgress(0);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/system-update");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => event.lengthComputable && setProgress(Math.round((event.loaded / event.total) * 100));
    xhr.onload = () => {
      setProgress(null);
      if (xhr.status >= 200 && xhr.status < 300) {
        form.reset();
        setStored((xhr.response as { message?: string } | null)?.message ?? null);
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
  return { progress, error, stored, upload };
}

/** The archive upload: a plain multipart form without JavaScript, with progress when JavaScript runs. */
export function UploadForm() {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { progress, error, stored, upload } = useUploadWithProgress();
  const busy = navigation.state !== "idle";

  const onUpload = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    upload(event.currentTarget);
  };

  return (
    <Form method="post" encType="multipart/form-data" onSubmit={onUpload} className="space-y-3">
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
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      {stored ? (
        <p role="status" className="text-sm text-emerald-300">
          {stored}
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
        <OutlineIcon name="ArrowUpTrayIcon" className="h-4 w-4" />
        Yükle
      </button>
    </Form>
  );
}
