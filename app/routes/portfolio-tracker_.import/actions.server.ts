import { data } from "@remix-run/node";
import { IMPORT_MAX_BYTES, parseBinanceCsv, type BinanceLayout, type MappedRow, type RejectedRow } from "~/lib/portfolio/binance";
import { parseTransactionsCsv, transactionsToCsv } from "~/lib/portfolio/csv";
import type { User } from "~/server/auth.server";
import { consumeCalculation, consumeImport } from "~/server/tool-limits.server";
import { redirectWithToast } from "~/server/toast.server";
import { importTransactions } from "~/models/portfolio.server";

export interface Preview {
  layout: BinanceLayout;
  rows: MappedRow[];
  rejected: RejectedRow[];
  /** The mapped rows in our own CSV columns, carried by the confirm form and read again there. */
  csv: string;
}

export type ImportReply = { preview: Preview; error?: undefined } | { error: string; preview?: undefined };

const reply = (body: ImportReply, status = 200, headers?: HeadersInit) => data(body, { status, headers });

/**
 * Step 1: the uploaded file, mapped and shown. Nothing is saved; the rows go back to the page as
 * a preview and, for the confirm form, as text in our own CSV columns (a hidden field), so no
 * upload is kept on the server between the two steps.
 */
export async function previewFile(formData: FormData, ip: string) {
  const file = formData.get("file");
  if (!(file instanceof File) || file.size === 0) return reply({ error: "Binance'ten indirdiğiniz CSV dosyasını seçin." }, 400);
  if (file.size > IMPORT_MAX_BYTES) {
    return reply({ error: `Dosya çok büyük: en fazla ${IMPORT_MAX_BYTES / 1024} KB. Geçmişi tarih aralıklarına bölüp indirin.` }, 413);
  }
  // Reading and mapping a thousand rows is a calculation like the tax calculator's; saving is counted as an import.
  const refusal = consumeCalculation(ip);
  if (refusal) return reply({ error: refusal.message }, 429, refusal.headers);
  const parsed = parseBinanceCsv(await file.text());
  if (!parsed.ok) return reply({ error: parsed.error }, 400);
  const csv = transactionsToCsv(parsed.rows.map((row) => row.transaction));
  return reply({ preview: { layout: parsed.layout, rows: parsed.rows, rejected: parsed.rejected, csv } });
}

/**
 * Step 2: the previewed rows saved, all or none, with their activity entry. The text comes back
 * from the browser, so it is read again by the same CSV import as a pasted file: whatever it
 * holds, nothing reaches the database without passing the transaction rules.
 */
export async function confirmImport(request: Request, user: User, formData: FormData, ip: string) {
  const refusal = consumeImport(ip);
  if (refusal) return reply({ error: refusal.message }, 429, refusal.headers);
  const parsed = parseTransactionsCsv(String(formData.get("csv") ?? ""));
  if (!parsed.ok) return reply({ error: `Hiçbir işlem eklenmedi: ${parsed.errors.join(" ")}` }, 400);
  const result = await importTransactions(user, parsed.transactions, "Binance");
  if (!result.ok) return reply({ error: `Hiçbir işlem eklenmedi: ${result.error}` }, 400);
  return redirectWithToast(request, "/portfolio-tracker", {
    type: "success",
    message: `${result.count} işlem Binance dosyasından içe aktarıldı.`,
  });
}
