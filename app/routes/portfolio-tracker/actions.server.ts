import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { readingNotes } from "~/lib/numbers";
import { positiveId } from "~/lib/params";
import { parseTransactionsCsv } from "~/lib/portfolio/csv";
import { transactionSchema } from "~/lib/portfolio/schema";
import { consumeImport } from "~/server/tool-limits.server";
import { formReply, refusalErrors } from "~/server/form-reply.server";
import { refusalStatus } from "~/server/http.server";
import { redirectWithToast } from "~/server/toast.server";
import type { UserIntentArgs } from "~/server/intents.server";
import {
  NO_SUCH_TRANSACTION,
  createTransaction,
  deleteTransaction,
  importTransactions,
  updateTransaction,
} from "~/models/portfolio.server";
import { PAGE } from "./page";

const NUMBER_LABELS = { amount: "Miktar", price: "Birim fiyat", fee: "Ücret" };

/** The saved message, with how each figure that could be read two ways was read ("85.000" as 85000). */
const saved = (message: string, formData: FormData) => [message, ...readingNotes(formData, NUMBER_LABELS)].join(" ");

/** Adds a transaction, or puts the form back with the Turkish reason. */
export async function addTransaction({ request, user, formData }: UserIntentArgs) {
  const submission = parseWithZod(formData, { schema: transactionSchema });
  if (submission.status !== "success") return formReply("create", submission.reply());
  const result = await createTransaction(user.id, submission.value);
  if (!result.ok) return formReply("create", submission.reply(refusalErrors(result)));
  return redirectWithToast(request, PAGE, { type: "success", message: saved("İşlem eklendi.", formData) });
}

export async function editTransaction({ request, user, formData }: UserIntentArgs) {
  const submission = parseWithZod(formData, { schema: transactionSchema });
  if (submission.status !== "success") return formReply("update", submission.reply());
  const id = positiveId(formData.get("id"));
  const result = id ? await updateTransaction(user.id, id, submission.value) : NO_SUCH_TRANSACTION;
  if (!result.ok) return formReply("update", submission.reply(refusalErrors(result)), { status: refusalStatus(result) });
  return redirectWithToast(request, PAGE, { type: "success", message: saved("İşlem güncellendi.", formData) });
}

export async function removeTransaction({ request, user, formData }: UserIntentArgs) {
  const id = positiveId(formData.get("id"));
  const result = id ? await deleteTransaction(user.id, id) : NO_SUCH_TRANSACTION;
  if (!result.ok) return redirectWithToast(request, PAGE, { type: "error", message: result.message });
  return redirectWithToast(request, PAGE, { type: "success", message: "İşlem silindi." });
}

/** A CSV file or pasted text; every row is added, or none (with each bad row's line number). */
export async function importCsv({ request, user, formData }: UserIntentArgs, ip: string) {
  const refusal = await consumeImport(ip);
  if (refusal) return data({ importErrors: [refusal.message] }, { status: 429, headers: refusal.headers });
  const file = formData.get("file");
  const text = file instanceof File && file.size > 0 ? await file.text() : String(formData.get("csv") ?? "");
  if (!text.trim()) return data({ importErrors: ["Bir CSV dosyası seçin veya CSV metnini yapıştırın."] }, { status: 400 });
  const parsed = parseTransactionsCsv(text);
  if (!parsed.ok) return data({ importErrors: parsed.errors }, { status: 400 });
  const result = await importTransactions(user, parsed.transactions, "CSV");
  if (!result.ok) return data({ importErrors: [`Hiçbir işlem eklenmedi: ${result.message}`] }, { status: 400 });
  return redirectWithToast(request, PAGE, { type: "success", message: `${result.count} işlem içe aktarıldı.` });
}
