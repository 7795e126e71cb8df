import { data } from "@remix-run/node";
import { IMPORT_FILE_MAX_BYTES } from "~/lib/body-limits";
import { parseBinanceCsv, type MappedRow, type RejectedRow } from "~/lib/portfolio/binance";
import { parseTransactionsCsv, transactionsToCsv } from "~/lib/portfolio/csv";
import type { UserIntentArgs } from "~/server/intents.server";
import { consumeCalculation, consumeImport } from "~/server/tool-limits.server";
import { redirectWithToast } from "~/server/toast.server";
import { importTransactions } from "~/models/portfolio.server";

export interface Preview {
  /** What the file was read as, for the reader ("Binance işlem geçmişi (yeni biçim …)", "BtcTurk eşleştirmesi"). */
  format: string;
  /** The name the save records in the activity entry and the message ("Binance", a preset's name). */
  source: string;
  rows: MappedRow[];
  rejected: RejectedRow[];
  /** The mapped rows in our own CSV columns, carried by the confirm form and read again there. */
  csv: string;
}

/** The mapping form's step: the file's header names to choose from and the file's text, posted again with the form. */
export interface MappingStep {
  names: string[];
  text: string;
  values?: Record<string, string>;
}

export type ImportReply =
  | { preview: Preview; error?: undefined; mapping?: undefined }
  | { mapping: MappingStep; error?: string; preview?: undefined }
  | { error: string; preview?: undefined; mapping?: undefined };

export const reply = (body: ImportReply, status = 200, headers?: HeadersInit) => data(body, { status, headers });

/**
 * Step 1: the uploaded file, mapped and shown. Nothing is saved; the rows go back to the page as
 * a preview and, for the confirm form, as text in our own CSV columns (a hidden field), so no
 * upload is kept on the server between the two steps.
 */
export async function previewFile(formData: FormData, ip: string) {
  const file = formData.get("file");
  if (!(file instanceof File) || file.size === 0) return reply({ error: "Binance'ten indirdiğiniz CSV dosyasını seçin." }, 400);
  if (file.size > IMPORT_FILE_MAX_BYTES) {
    return reply({ error: `Dosya çok büyük: en fazla ${IMPORT_FILE_MAX_BYTES / 1024} KB. Geçmişi tarih aralıklarına bölüp indirin.` }, 413);
  }
  // Reading and mapping a thousand rows is a calculation like the tax calculator's; saving is counted as an import.
  const refusal = await consumeCalculation(ip);
  if (refusal) return reply({ error: refusal.message }, 429, refusal.headers);
  const parsed = parseBinanceCsv(await file.text());
  if (!parsed.ok) return reply({ error: parsed.error }, 400);
  const csv = transactionsToCsv(parsed.rows.map((row) => row.transaction));
  const format =
    parsed.layout === "new"
      ? "Binance işlem geçmişi (yeni biçim: Date(UTC), Pair, Side, Price, Executed, Amount, Fee)"
      : "Binance işlem geçmişi (eski biçim: Date(UTC), Market, Type, Price, Amount, Total, Fee, Fee Coin)";
  return reply({ preview: { format, source: "Binance", rows: parsed.rows, rejected: parsed.rejected, csv } });
}

/**
 * Step 2: the previewed rows saved, all or none, with their activity entry. The text comes back
 * from the browser, so it is read again by the same CSV import as a pasted file: whatever it
 * holds, nothing reaches the database without passing the transaction rules.
 */
export async function confirmImport({ request, user, formData }: UserIntentArgs, ip: string) {
  const refusal = await consumeImport(ip);
  if (refusal) return reply({ error: refusal.message }, 429, refusal.headers);
  const parsed = parseTransactionsCsv(String(formData.get("csv") ?? ""));
  if (!parsed.ok) return reply({ error: `Hiçbir işlem eklenmedi: ${parsed.errors.join(" ")}` }, 400);
  const source = sourceName(formData.get("source"));
  const result = await importTransactions(user, parsed.transactions, source);
  if (!result.ok) return reply({ error: `Hiçbir işlem eklenmedi: ${result.message}` }, 400);
  return redirectWithToast(request, "/portfolio-tracker", {
    type: "success",
    message: `${result.count} işlem ${source} dosyasından içe aktarıldı.`,
  });
}

/** The source the confirm form names, as the activity entry may show it: a preset's name or "Binance"; anything else is "CSV". */
function sourceName(value: FormDataEntryValue | null): string {
  const text = typeof value === "string" ? value.trim() : "";
  return /^[\p{L}\p{N} ._()-]{1,60}$/u.test(text) ? text : "CSV";
}
