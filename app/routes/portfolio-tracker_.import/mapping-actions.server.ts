import { IMPORT_FILE_MAX_BYTES } from "~/lib/body-limits";
import { transactionsToCsv } from "~/lib/portfolio/csv";
import { mappingSchema, parseMappedCsv, readHeader, type ColumnMapping, type MappingImport } from "~/lib/portfolio/mapping";
import type { UserIntentArgs } from "~/server/intents.server";
import { consumeCalculation } from "~/server/tool-limits.server";
import { redirectWithToast } from "~/server/toast.server";
import { deletePreset, getPreset, savePreset } from "~/models/import-presets.server";
import { reply } from "./actions.server";

/**
 * The importer for any exchange (decision 037): upload → the mapping form, with the file's
 * header names as the choices and the file's text carried in the form (nothing is kept on the
 * server between steps) → the Binance import's preview → its all-or-nothing save. A saved preset
 * skips the mapping form.
 */

const tooBig = () =>
  reply({ error: `Dosya çok büyük: en fazla ${IMPORT_FILE_MAX_BYTES / 1024} KB. Geçmişi tarih aralıklarına bölüp indirin.` }, 413);

function previewOf(parsed: Extract<MappingImport, { ok: true }>, source: string) {
  const csv = transactionsToCsv(parsed.rows.map((row) => row.transaction));
  return reply({ preview: { format: `${source} eşleştirmesi`, source, rows: parsed.rows, rejected: parsed.rejected, csv } });
}

const mappingValues = (mapping: ColumnMapping): Record<string, string> => ({
  ...mapping.columns,
  decimal: mapping.decimal,
  currency: mapping.currency,
});

/** Step 1: the file, read through the chosen preset, or its header names for the mapping form. */
export async function uploadForMapping({ user, formData }: UserIntentArgs, ip: string) {
  const file = formData.get("file");
  if (!(file instanceof File) || file.size === 0) return reply({ error: "Borsanızdan indirdiğiniz CSV dosyasını seçin." }, 400);
  if (file.size > IMPORT_FILE_MAX_BYTES) return tooBig();
  const refusal = await consumeCalculation(ip);
  if (refusal) return reply({ error: refusal.message }, 429, refusal.headers);
  const text = await file.text();
  const header = readHeader(text);
  if (!header.ok) return reply({ error: header.error }, 400);
  const presetId = Number(formData.get("preset") ?? "");
  if (!presetId) return reply({ mapping: { names: header.names, text } });
  const preset = await getPreset(user.id, presetId);
  if (!preset) return reply({ error: "Seçilen eşleştirme bulunamadı." }, 404);
  const mapped = parseMappedCsv(text, preset.mapping, preset.name);
  if (!mapped.ok) return reply({ mapping: { names: header.names, text, values: mappingValues(preset.mapping) }, error: mapped.error }, 400);
  return previewOf(mapped, preset.name);
}

/** Step 2: the mapping form sent; the mapping saved as a preset when named, then the preview. */
export async function previewMapping({ user, formData }: UserIntentArgs, ip: string) {
  const text = String(formData.get("text") ?? "");
  if (text.length > IMPORT_FILE_MAX_BYTES) return tooBig();
  const header = readHeader(text);
  if (!header.ok) return reply({ error: header.error }, 400);
  const values = Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === "string")) as Record<string, string>;
  const step = (error: string, status = 400) => reply({ mapping: { names: header.names, text, values }, error }, status);
  const parsed = mappingSchema.safeParse(values);
  if (!parsed.success) return step([...new Set(parsed.error.issues.map((issue) => issue.message))].join(" "));
  const refusal = await consumeCalculation(ip);
  if (refusal) return reply({ error: refusal.message }, 429, refusal.headers);
  const { mapping, presetName } = parsed.data;
  const checked = parseMappedCsv(text, mapping, presetName ?? "CSV");
  if (!checked.ok) return step(checked.error);
  if (presetName) {
    const saved = await savePreset(user.id, presetName, mapping);
    if (!saved.ok) return step(saved.message);
  }
  return previewOf(checked, presetName ?? "CSV");
}

export async function removePreset({ request, user, formData }: UserIntentArgs) {
  const removed = await deletePreset(user.id, Number(formData.get("id") ?? ""));
  if (!removed) return reply({ error: "Eşleştirme bulunamadı." }, 404);
  return redirectWithToast(request, "/portfolio-tracker/import", { type: "success", message: "Eşleştirme silindi." });
}
