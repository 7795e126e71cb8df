import { data, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "~/lib/zod";
import { handleIntents, type IntentArgs } from "~/server/admin-form.server";
import { requireAdmin } from "~/server/auth.server";
import { APP_VERSION } from "~/lib/site/defaults";
import { redirectWithToast } from "~/server/toast.server";
import { setSetting } from "~/models/settings.server";
import { SYSTEM_ACTIVITY, setAutoUpdate, setMaintenanceMode } from "~/models/system.server";
import { ARCHIVE_STORED_MESSAGE, UpdateArchiveError, checkForUpdates, receiveUpdateUpload } from "~/services/update-archive.server";

const PAGE = "/admin/update";
const toggleSchema = z.enum(["true", "false"]);
const manifestSchema = z.union([z.literal(""), z.url("Geçerli bir adres girin (https://...).").max(500)]);

function wantedState(formData: FormData) {
  const wanted = toggleSchema.safeParse(formData.get("enabled"));
  return wanted.success ? wanted.data === "true" : null;
}

async function maintenance({ request, formData, admin }: IntentArgs) {
  const enabled = wantedState(formData);
  if (enabled === null) return data({ error: "Geçersiz istek." }, { status: 400 });
  await setMaintenanceMode(enabled, admin);
  return redirectWithToast(request, PAGE, { type: "success", message: enabled ? "Bakım modu açıldı" : "Bakım modu kapatıldı" });
}

/** The auto-update switch stores a preference only: nothing in this version downloads or installs an update by itself. */
async function autoUpdate({ request, formData, admin }: IntentArgs) {
  const enabled = wantedState(formData);
  if (enabled === null) return data({ error: "Geçersiz istek." }, { status: 400 });
  await setAutoUpdate(enabled, admin);
  return redirectWithToast(request, PAGE, {
    type: "success",
    message: enabled
      ? "Otomatik güncelleme tercihi açık olarak kaydedildi; güncellemeler yine kendiliğinden kurulmaz"
      : "Otomatik güncelleme tercihi kapalı olarak kaydedildi",
  });
}

async function check({ request }: IntentArgs) {
  const result = await checkForUpdates(APP_VERSION);
  if (!result.ok) return redirectWithToast(request, PAGE, { type: "error", message: "Güncelleme kontrolü yapılamadı" });
  return redirectWithToast(
    request,
    PAGE,
    result.updateAvailable ? { type: "info", message: "Yeni güncelleme mevcut!" } : { type: "success", message: "Sistem güncel" },
  );
}

async function manifest({ request, formData, admin }: IntentArgs) {
  const url = manifestSchema.safeParse(String(formData.get("manifestUrl") ?? "").trim());
  if (!url.success) return data({ manifestError: url.error.issues[0].message }, { status: 400 });
  await setSetting("update_manifest_url", url.data, "Güncelleme kontrolünde okunacak sürüm bildirimi adresi", {
    action: SYSTEM_ACTIVITY.manifest,
    title: "Güncelleme adresi değişti",
    description: url.data || "(boş)",
    actor: admin,
  });
  return redirectWithToast(request, PAGE, { type: "success", message: "Güncelleme adresi kaydedildi" });
}

/** A plain form upload (without JavaScript): the archive is checked and stored, or refused with its reason. */
async function upload(request: Request) {
  const admin = await requireAdmin(request);
  try {
    await receiveUpdateUpload(request, admin);
  } catch (error) {
    if (error instanceof UpdateArchiveError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  return redirectWithToast(request, PAGE, { type: "success", message: ARCHIVE_STORED_MESSAGE });
}

export const action = ({ request }: ActionFunctionArgs) => {
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) return upload(request);
  return handleIntents(request, { maintenance, "auto-update": autoUpdate, check, manifest });
};
