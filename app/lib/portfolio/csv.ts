import { transactionSchema, type TransactionInput } from "./schema";
import { formatNumber } from "~/lib/format";
import { decideFileStyle, readNumber, type DecimalMark } from "~/lib/numbers";

/** The columns of an import and an export, in this order; a file's header may list them in any order. */
export const CSV_COLUMNS = ["date", "type", "symbol", "amount", "price", "currency", "fee", "note"] as const;
const REQUIRED_COLUMNS = ["date", "type", "symbol", "amount", "currency"] as const;
const NUMBER_COLUMNS = new Set(["amount", "price", "fee"]);
/**
 * The most transactions one CSV may hold, in an import and in the tax calculator: what a
 * visitor may make one request compute. Counted while the records are read, so a longer text
 * is refused before any row is checked.
 */
export const CSV_MAX_ROWS = 1_000;
export const CSV_TOO_MANY_ROWS = `Bir CSV'de en fazla ${formatNumber(CSV_MAX_ROWS)} işlem olabilir; daha uzun bir listeyi parçalara bölün.`;
const MAX_ERRORS = 20;

export type CsvImport = { ok: true; transactions: TransactionInput[] } | { ok: false; errors: string[] };

interface CsvRecord {
  /** The line of the file the record starts on, counting from 1. */
  line: number;
  cells: string[];
}

/**
 * RFC 4180 records: quoted cells may hold the delimiter, doubled quotes and line breaks.
 * Blank records are left out; reading stops after `maxRecords` of the others.
 */
export function readCsvRecords(text: string, delimiter: string, maxRecords = Infinity): CsvRecord[] {
  const records: CsvRecord[] = [];
  const keep = (record: CsvRecord) => {
    if (record.cells.some((value) => value.trim() !== "")) records.push(record);
  };
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell === "") {
      quoted = true;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      cells.push(cell);
      keep({ line: start, cells });
      if (records.length >= maxRecords) return records;
      cells = [];
      cell = "";
      line++;
      start = line;
    } else {
      cell += char;
    }
  }
  if (cell !== "" || cells.length > 0) {
    cells.push(cell);
    keep({ line: start, cells });
  }
  return records;
}

/**
 * Reads a transactions CSV. Every bad row is reported by its line number, and a file with any
 * bad row gives no transactions at all. Comma or semicolon separated (the header tells which).
 */
export function parseTransactionsCsv(input: string): CsvImport {
  const text = input.replace(/^\uFEFF/, "");
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = firstLine.includes(";") && !firstLine.includes(",") ? ";" : ",";
  // The header, the rows allowed and one more: enough to tell a text that is too long.
  const [header, ...rows] = readCsvRecords(text, delimiter, CSV_MAX_ROWS + 2);
  if (!header) return { ok: false, errors: ["Dosya boş: ilk satırda sütun başlıkları, sonraki satırlarda işlemler olmalı."] };

  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const unknown = names.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  const missing = REQUIRED_COLUMNS.filter((name) => !names.includes(name));
  if (unknown.length || missing.length) {
    return {
      ok: false,
      errors: [
        `Satır ${header.line}: sütun başlıkları hatalı.` +
          (unknown.length ? ` Bilinmeyen sütun: ${unknown.join(", ")}.` : "") +
          (missing.length ? ` Eksik sütun: ${missing.join(", ")}.` : ""),
      ],
    };
  }
  if (rows.length === 0) return { ok: false, errors: ["Dosyada başlık satırından sonra işlem yok."] };
  if (rows.length > CSV_MAX_ROWS) return { ok: false, errors: [CSV_TOO_MANY_ROWS] };

  // One decimal mark for the whole file, decided from all its figures: "1.234" alone could be either.
  const style = decideFileStyle(
    rows.flatMap((row) => names.flatMap((name, index) => (NUMBER_COLUMNS.has(name) ? [row.cells[index] ?? ""] : []))),
  );
  if (!style.ok) return { ok: false, errors: [style.reason] };

  const transactions: TransactionInput[] = [];
  const errors: string[] = [];
  for (const row of rows) {
    if (row.cells.length !== names.length) {
      errors.push(`Satır ${row.line}: ${names.length} sütun olmalı, ${row.cells.length} sütun var.`);
      continue;
    }
    const fields = Object.fromEntries(names.map((name, index) => [name, readCell(name, row.cells[index], style.mark)]));
    const parsed = transactionSchema.safeParse(fields);
    if (parsed.success) transactions.push(parsed.data);
    else errors.push(`Satır ${row.line}: ${[...new Set(parsed.error.issues.map((issue) => issue.message))].join(" ")}`);
  }
  if (errors.length > MAX_ERRORS) {
    return { ok: false, errors: [...errors.slice(0, MAX_ERRORS), `… ve ${errors.length - MAX_ERRORS} hatalı satır daha.`] };
  }
  return errors.length ? { ok: false, errors } : { ok: true, transactions };
}

function readCell(name: string, value: string, mark: DecimalMark) {
  const text = name === "note" ? value.replace(/^'(?=[=+\-@\t\r])/, "") : value.trim();
  // An empty optional cell is an absent value, as an empty form field is.
  if (text === "") return undefined;
  // A figure the file's style cannot read stays text, for the schema to refuse with its message.
  return NUMBER_COLUMNS.has(name) ? (readNumber(text, mark)?.value ?? text) : text;
}

/** The transactions as a CSV file in the import's columns: UTF-8 with a BOM so spreadsheets read the letters right. */
export function transactionsToCsv(transactions: readonly TransactionInput[]): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const transaction of transactions) {
    lines.push(CSV_COLUMNS.map((column) => csvCell(transaction[column])).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

function csvCell(value: string | number) {
  if (typeof value === "number") {
    // String(0.0000001) is "1e-7", which the import does not read as a number: small amounts are written out.
    const text = /e/i.test(String(value)) ? value.toFixed(12).replace(/\.?0+$/, "") : String(value);
    // "1.234" alone could be a thousand; a fourth decimal shows that the point is the decimal mark.
    return /^\d{1,3}\.\d{3}$/.test(text) ? `${text}0` : text;
  }
  // A spreadsheet would run a cell starting with these as a formula; the quote mark keeps it text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
