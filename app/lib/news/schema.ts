import { z } from "~/lib/zod";
import { FEED_URL_FRAGMENT_MESSAGE, hasNoFragment } from "~/lib/outside/url-rules";

/** A feed as the admin form and the model take it. */
export const newsSourceSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z.string({ error: "Ad gereklidir." }).trim().min(1, "Ad gereklidir.").max(80, "Ad en fazla 80 karakter olabilir."),
  url: z
    .string({ error: "Besleme adresi gereklidir." })
    .trim()
    .min(1, "Besleme adresi gereklidir.")
    .max(500, "Besleme adresi en fazla 500 karakter olabilir.")
    .url("Geçerli bir besleme adresi girin.")
    .refine((value) => /^https?:\/\//i.test(value), "Besleme adresi http:// veya https:// ile başlamalıdır.")
    .refine(hasNoFragment, FEED_URL_FRAGMENT_MESSAGE),
  // A checkbox: present ("on") when ticked, absent otherwise.
  enabled: z.preprocess((value) => value === "on" || value === true, z.boolean()),
});

export type NewsSourceInput = z.output<typeof newsSourceSchema>;

/** A feed as the pages read it. */
export interface NewsSource {
  id: number;
  name: string;
  url: string;
  enabled: boolean;
  /** The last attempt to read the feed (ISO 8601), successful or not; null: never tried. */
  lastFetchAt: string | null;
  lastFetchOk: boolean | null;
  /** What the last attempt gave, in Turkish: "12 haber okundu" or why it failed. */
  lastFetchMessage: string | null;
  /** The last time the feed was read successfully; null: never. */
  lastSuccessAt: string | null;
  itemCount: number;
}

export interface NewsItem {
  id: number;
  sourceId: number;
  sourceName: string;
  link: string;
  title: string;
  summary: string;
  /** The feed's own date (ISO 8601), when it gave a readable one. */
  publishedAt: string | null;
  /** When this site first saw the item (ISO 8601). */
  seenAt: string;
  /** Where it stands in the list: its date, or the one its feed position gives an undated item. */
  sortAt: string;
}

export const NEWS_PAGE_SIZE = 20;
export const MAX_NEWS_QUERY_LENGTH = 100;

export interface NewsQuery {
  q: string;
  source: number | null;
  page: number;
}

/**
 * The news page's URL parameters. What cannot be used is replaced by its default and
 * said in `notices` (Turkish), so a bad link still opens the page.
 */
export function parseNewsQuery(params: URLSearchParams): { query: NewsQuery; notices: string[] } {
  const notices: string[] = [];
  let q = (params.get("q") ?? "").trim().replace(/\s+/g, " ");
  if (q.length > MAX_NEWS_QUERY_LENGTH) {
    q = q.slice(0, MAX_NEWS_QUERY_LENGTH);
    notices.push(`Arama metni en fazla ${MAX_NEWS_QUERY_LENGTH} karakter olabilir; ilk ${MAX_NEWS_QUERY_LENGTH} karakter kullanıldı.`);
  }
  const rawSource = params.get("source") ?? "";
  let source: number | null = null;
  if (rawSource !== "") {
    const id = Number(rawSource);
    if (Number.isInteger(id) && id > 0) source = id;
    else notices.push("Geçersiz kaynak seçildi; tüm kaynaklar gösteriliyor.");
  }
  const rawPage = params.get("page") ?? "";
  let page = 1;
  if (rawPage !== "") {
    const parsed = Number(rawPage);
    if (Number.isInteger(parsed) && parsed >= 1) page = parsed;
    else notices.push("Sayfa numarası 1 veya daha büyük bir tam sayı olmalı; ilk sayfa gösteriliyor.");
  }
  return { query: { q, source, page }, notices };
}

/** The news page's URL for `query` with `change` applied; defaults are left out. */
export function newsSearch(query: NewsQuery, change: Partial<NewsQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.source) params.set("source", String(next.source));
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * Text folded for a search that forgives the dotted and dotless i: Turkish lower case
 * (İ→i, I→ı), then ı read as i, so "bitcoin", "BİTCOİN" and "BITCOIN" all match.
 */
export function searchFold(text: string): string {
  return text.toLocaleLowerCase("tr-TR").replaceAll("ı", "i");
}
