/**
 * Asks the version manifest (settings key `update_manifest_url`) for the latest
 * release. The manifest is JSON with a `version` field, e.g. {"version":"1.2.0"}.
 */
import { getSetting } from "~/models/settings.server";
import { getSystemInfo, recordUpdateCheck } from "~/models/system.server";

const TIMEOUT_MS = 5000;

export const updateCheckMessages = {
  available: "Yeni güncelleme mevcut!",
  upToDate: "Sistem güncel",
  failed: "Güncelleme kontrolü yapılamadı",
} as const;

/** Compares dotted version numbers part by part: 1.10.0 is newer than 1.9.3. */
export function isNewerVersion(candidate: string, current: string): boolean {
  const parts = (v: string) => v.replace(/^v/, "").split(".").map((p) => Number.parseInt(p, 10) || 0);
  const a = parts(candidate);
  const b = parts(current);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return false;
}

export type UpdateCheck = { ok: true; updateAvailable: boolean; latestVersion: string } | { ok: false };

export async function checkForUpdates(): Promise<UpdateCheck> {
  const url = (await getSetting("update_manifest_url"))?.trim();
  if (!url || !/^https?:\/\//i.test(url)) return { ok: false };
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { Accept: "application/json" } });
    if (!response.ok) return { ok: false };
    const manifest: unknown = await response.json();
    const version =
      manifest && typeof manifest === "object" && "version" in manifest && typeof manifest.version === "string"
        ? manifest.version.trim()
        : "";
    if (!/^v?\d+(\.\d+)*$/.test(version)) return { ok: false };
    const info = await getSystemInfo();
    const updateAvailable = isNewerVersion(version, info.current_version);
    await recordUpdateCheck(version, updateAvailable);
    return { ok: true, updateAvailable, latestVersion: version };
  } catch {
    return { ok: false };
  }
}
