import { z } from "~/lib/zod";
import { coinSymbolField, requiredText } from "~/lib/forms/fields";

/** The kinds of project a coin research page files a coin under; the index filters by them (`?category=`). */
export const RESEARCH_CATEGORIES = [
  "payment",
  "smart-contract",
  "layer2",
  "stablecoin",
  "exchange",
  "defi",
  "oracle",
  "interoperability",
  "infrastructure",
  "meme",
] as const;
export type ResearchCategory = (typeof RESEARCH_CATEGORIES)[number];

export const researchCategoryLabels: Record<ResearchCategory, string> = {
  payment: "Ödeme ve değer saklama",
  "smart-contract": "Akıllı sözleşme platformu",
  layer2: "Katman 2 (ölçekleme)",
  stablecoin: "Stablecoin",
  exchange: "Borsa ve ekosistem tokeni",
  defi: "DeFi",
  oracle: "Oracle (veri ağı)",
  interoperability: "Zincirler arası bağlantı",
  infrastructure: "Altyapı ve depolama",
  meme: "Meme coin",
};

export function isResearchCategory(value: string): value is ResearchCategory {
  return (RESEARCH_CATEGORIES as readonly string[]).includes(value);
}

/** A coin's research entry as pages read it. */
export interface CoinResearch {
  id: number;
  /** Upper case, as the exchange writes it: "BTC". Its page is at the lower-case path. */
  symbol: string;
  name: string;
  category: ResearchCategory;
  launchYear: number;
  consensus: string;
  supplyModel: string;
  /** Plain text; a blank line separates paragraphs. */
  summary: string;
  website: string;
  whitepaper: string;
  sourceCode: string;
  sortOrder: number;
  updatedAt: string;
}

const FIRST_YEAR = 2009;

const link = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string()
      .trim()
      .max(300, `${label} en fazla 300 karakter olabilir.`)
      .url(`${label} geçerli bir bağlantı olmalıdır.`)
      .refine((value) => /^https:\/\//i.test(value), `${label} https:// ile başlamalıdır.`)
      .optional()
      .transform((value) => value ?? ""),
  );

/** The admin form for a coin's research entry, checked the same way in the browser and on the server. */
export const coinResearchSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  symbol: coinSymbolField,
  name: requiredText("Ad", 80),
  category: z.enum(RESEARCH_CATEGORIES, { error: "Kategori seçin." }),
  launchYear: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value),
    z
      .number({ error: "Çıkış yılı bir yıl olmalıdır (ör. 2015)." })
      .int("Çıkış yılı bir yıl olmalıdır (ör. 2015).")
      .min(FIRST_YEAR, `Çıkış yılı ${FIRST_YEAR}'dan önce olamaz.`)
      .max(2100, "Çıkış yılı geçerli bir yıl olmalıdır."),
  ),
  consensus: requiredText("Mutabakat mekanizması", 300),
  supplyModel: requiredText("Arz modeli", 600),
  summary: requiredText("Tanıtım metni", 5000),
  website: link("Resmî site"),
  whitepaper: link("Teknik doküman"),
  sourceCode: link("Kaynak kod"),
  sortOrder: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? Number(value) : value),
    z
      .number({ error: "Sıra bir tam sayı olmalıdır." })
      .int("Sıra bir tam sayı olmalıdır.")
      .min(0, "Sıra negatif olamaz.")
      .max(10_000, "Sıra en fazla 10.000 olabilir.")
      .optional()
      .transform((value) => value ?? 1000),
  ),
});

export type CoinResearchInput = z.output<typeof coinResearchSchema>;

/** The summary's paragraphs: separated by blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
