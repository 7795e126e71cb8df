/**
 * The one reader of numbers people type or files carry (forms, URL inputs, imports), following
 * Turkish usage: the comma is the decimal mark and the dot groups thousands ("85.000" is
 * eighty-five thousand, "85,5" eighty-five and a half, "85.000,25" both). A value written the
 * English way is read as such where it cannot mean anything else ("0.5", "64250.00",
 * "1,234.5"). What could be either ("1.234", "1,234") is read the Turkish way and marked
 * `ambiguous`, so the page can show back how it was read: never silently a thousand times smaller.
 */

export type DecimalMark = "," | ".";

export interface NumberReading {
  value: number;
  /** True when the text reads differently the English way ("1.234": 1234 here, 1.234 there). */
  ambiguous: boolean;
}

// Digits grouped by threes: a first group of 1-3 digits not starting with 0 (or a lone 0 is not a group).
const GROUPED = (separator: string) => new RegExp(`^[1-9]\\d{0,2}(?:\\${separator}\\d{3})+$`);
const GROUPED_DOT = GROUPED(".");
const GROUPED_COMMA = GROUPED(",");
const GROUPED_SPACE = GROUPED(" ");

function integerPart(text: string, separator: DecimalMark | " " | null): string | null {
  if (/^\d+$/.test(text)) return text;
  const grouped = separator === "." ? GROUPED_DOT : separator === "," ? GROUPED_COMMA : separator === " " ? GROUPED_SPACE : null;
  return grouped?.test(text) ? text.replace(/[., ]/g, "") : null;
}

/** The number with `mark` as its decimal mark and the other sign (or a space) grouping thousands. */
function readWith(body: string, mark: DecimalMark): number | null {
  const group = mark === "," ? "." : ",";
  const at = body.lastIndexOf(mark);
  const whole = at === -1 ? body : body.slice(0, at);
  const fraction = at === -1 ? "" : body.slice(at + 1);
  if (at !== -1 && !/^\d+$/.test(fraction)) return null;
  const digits = whole === "" ? "0" : (integerPart(whole, whole.includes(" ") ? " " : whole.includes(group) ? group : null) ?? null);
  if (digits === null) return null;
  const value = Number(fraction ? `${digits}.${fraction}` : digits);
  return Number.isFinite(value) ? value : null;
}

function split(text: string): { sign: 1 | -1; body: string } | null {
  // Spaces a phone keyboard or a copied figure brings (no-break, narrow no-break) count as plain spaces.
  const trimmed = text.replace(/[\u00a0\u202f\u2009]/g, " ").trim();
  const match = /^([+-]?)\s*([\d., ]+)$/.exec(trimmed);
  if (!match || !/\d/.test(match[2])) return null;
  return { sign: match[1] === "-" ? -1 : 1, body: match[2] };
}

/** Which mark a value shows as its decimal one by itself, or "either" when both readings hold, or null with no mark. */
export function decimalMarkOf(text: string): DecimalMark | "either" | null {
  const parts = split(text);
  if (!parts) return null;
  const { body } = parts;
  const dots = body.split(".").length - 1;
  const commas = body.split(",").length - 1;
  if (dots === 0 && commas === 0) return null;
  if (dots > 0 && commas > 0) return body.lastIndexOf(",") > body.lastIndexOf(".") ? "," : ".";
  const mark: DecimalMark = dots > 0 ? "." : ",";
  // Two of the same sign can only be grouping; the other sign is then the decimal mark.
  if (dots + commas > 1) return mark === "." ? "," : ".";
  const [whole, fraction] = body.split(mark);
  // Three digits after a mark that could open a group: "1.234" is 1234 in Turkish and 1.234 in English.
  return fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole) ? "either" : mark;
}

/**
 * Reads `text` as a number, or null when it is not one. Without `mark` the text decides and
 * Turkish usage breaks a tie; with `mark` (a file's decided style) every value is read that way.
 */
export function readNumber(text: string, mark?: DecimalMark): NumberReading | null {
  const parts = split(text);
  if (!parts) return null;
  const seen = decimalMarkOf(text);
  const chosen: DecimalMark = mark ?? (seen === "." ? "." : ",");
  const value = readWith(parts.body, chosen);
  if (value === null) return null;
  return { value: parts.sign * value + 0, ambiguous: mark === undefined && seen === "either" };
}

/** For a zod preprocess: a number from typed text; blank is absent; unreadable text is NaN (a "not a number" issue). */
export function numberInput(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return undefined;
  return readNumber(value)?.value ?? Number.NaN;
}

/**
 * How an ambiguous field was read, in words to show beside the saved value ("Birim fiyat
 * "85.000" 85000 olarak okundu ..."); null when the text could mean only one thing.
 */
export function readingNote(label: string, text: string): string | null {
  const reading = readNumber(text);
  if (!reading?.ambiguous) return null;
  const plain = String(reading.value).replace(".", ",");
  return text.includes(".")
    ? `${label} "${text.trim()}" binlik ayırıcıyla ${plain} olarak okundu; ondalık kastettiyseniz virgül yazın (${text.trim().replace(".", ",")}).`
    : `${label} "${text.trim()}" ondalıklı olarak ${plain} okundu; binlik ayırıcı için nokta yazın (${text.trim().replace(",", ".")}).`;
}

/** The notes for a form's ambiguous number fields, named by `labels` (field name → Turkish label). */
export function readingNotes(form: { get(name: string): unknown }, labels: Record<string, string>): string[] {
  return Object.entries(labels).flatMap(([name, label]) => {
    const value = form.get(name);
    return (typeof value === "string" && readingNote(label, value)) || [];
  });
}

export type FileStyle = { ok: true; mark: DecimalMark } | { ok: false; reason: string };

/**
 * A file's decimal mark, decided from all its number cells together: a value that shows its
 * mark ("0.015", "64250.00", "1.234,5") settles it for values that could be read either way
 * ("1.234"). Values showing both marks, or only values that read either way, cannot be decided:
 * the import is refused with the reason rather than guessed.
 */
export function decideFileStyle(values: readonly string[]): FileStyle {
  let comma: string | null = null;
  let point: string | null = null;
  let either: string | null = null;
  for (const value of values) {
    const mark = decimalMarkOf(value);
    if (mark === ",") comma ??= value.trim();
    else if (mark === ".") point ??= value.trim();
    else if (mark === "either") either ??= value.trim();
  }
  if (comma !== null && point !== null) {
    return {
      ok: false,
      reason: `Dosyadaki sayılar iki farklı biçimde yazılmış ("${point}" ondalık nokta, "${comma}" ondalık virgül kullanıyor); tümünü aynı biçimde yazıp yeniden deneyin.`,
    };
  }
  if (comma !== null) return { ok: true, mark: "," };
  if (point !== null || either === null) return { ok: true, mark: "." };
  return {
    ok: false,
    reason: `Dosyadaki sayıların ondalık ayırıcısı anlaşılamadı: "${either}" hem binlik hem ondalık okunabilir ve başka hiçbir değer bunu belli etmiyor. Ondalıkları virgülle (1.234,5) ya da noktayla (1234.5) açıkça yazın.`,
  };
}
