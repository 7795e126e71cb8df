import { z } from "~/lib/zod";
import { ownValue } from "~/lib/own-value";

/**
 * The AI blog generator's choices and its local helpers (keyword and title
 * suggestions), shared by the admin screen, its JSON API and the browser.
 */

export const AI_TONES = [
  { value: "professional", label: "Profesyonel" },
  { value: "casual", label: "Günlük" },
  { value: "educational", label: "Eğitici" },
  { value: "technical", label: "Teknik" },
  { value: "friendly", label: "Samimi" },
] as const;

export const AI_LENGTHS = [
  { value: "short", label: "Kısa (300-500 kelime)", words: [300, 500] },
  { value: "medium", label: "Orta (500-800 kelime)", words: [500, 800] },
  { value: "long", label: "Uzun (800-1200 kelime)", words: [800, 1200] },
] as const;

export const AI_LANGUAGES = [
  { value: "tr", label: "Türkçe" },
  { value: "en", label: "English" },
] as const;

export type AiLength = (typeof AI_LENGTHS)[number]["value"];

/**
 * The completion budget for a post of `length`: about three tokens per word at the
 * top of its range (Turkish words often split into three or more tokens) and 600 for
 * the JSON around it (title, excerpt, meta fields, tags, HTML tags). The chat's
 * setting (1000 by default) would cut a long post off mid-sentence.
 */
export function blogMaxTokens(length: AiLength): number {
  const words = AI_LENGTHS.find((option) => option.value === length)?.words[1] ?? AI_LENGTHS[AI_LENGTHS.length - 1].words[1];
  return words * 3 + 600;
}

export const AI_BLOG_DEFAULTS = { tone: "professional", length: "medium", language: "tr" } as const;

export const AI_PREVIEW_LENGTH = 300;

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as [T[number]["value"], ...T[number]["value"][]];

export const blogRequestSchema = z.object({
  category: z.string({ error: "Kategori gereklidir." }).trim().min(1, "Kategori gereklidir.").max(100, "Kategori çok uzun."),
  topic: z.string({ error: "Konu gereklidir." }).trim().min(1, "Konu gereklidir.").max(200, "Konu en fazla 200 karakter olabilir."),
  keywords: z.string().trim().max(500, "Anahtar kelimeler en fazla 500 karakter olabilir.").default(""),
  tone: z.enum(values(AI_TONES), { error: "Geçersiz ton." }).default(AI_BLOG_DEFAULTS.tone),
  length: z.enum(values(AI_LENGTHS), { error: "Geçersiz uzunluk." }).default(AI_BLOG_DEFAULTS.length),
  language: z.enum(values(AI_LANGUAGES), { error: "Geçersiz dil." }).default(AI_BLOG_DEFAULTS.language),
});

export type BlogRequest = z.output<typeof blogRequestSchema>;

const categoryTerms: Record<string, string[]> = {
  bitcoin: ["Bitcoin", "BTC", "halving", "madencilik", "dijital altın"],
  ethereum: ["Ethereum", "ETH", "akıllı sözleşme", "gas ücreti", "staking"],
  defi: ["DeFi", "likidite", "getiri çiftçiliği", "DEX", "akıllı sözleşme"],
  nft: ["NFT", "dijital sanat", "koleksiyon", "metaverse", "token"],
  altcoin: ["altcoin", "piyasa değeri", "portföy", "proje analizi", "token"],
  blockchain: ["blockchain", "blokzincir", "merkeziyetsizlik", "konsensüs", "düğüm"],
  trading: ["trading", "teknik analiz", "risk yönetimi", "stop-loss", "strateji"],
};

const generalTerms = ["kripto para", "yatırım", "blokzincir", "piyasa", "güvenlik", "cüzdan", "borsa"];

const categoryTitles: Record<string, string[]> = {
  bitcoin: [
    "Bitcoin Nedir ve Nasıl Çalışır?",
    "Bitcoin Halving'in Fiyata Etkisi",
    "Bitcoin Cüzdanı Seçerken Dikkat Edilmesi Gerekenler",
    "Bitcoin Madenciliğinin Geleceği",
    "Bitcoin ETF'leri Yatırımcılar İçin Ne Anlama Geliyor?",
    "Bitcoin'i Güvenle Saklamanın Yolları",
    "Lightning Network ile Hızlı Bitcoin Ödemeleri",
    "Bitcoin ve Enflasyon: Dijital Altın Tezi",
  ],
  ethereum: [
    "Ethereum'a Yeni Başlayanlar İçin Rehber",
    "Ethereum Staking ile Pasif Gelir",
    "Akıllı Sözleşmeler Nasıl Çalışır?",
    "Ethereum Gas Ücretlerini Düşürmenin Yolları",
    "Katman 2 Çözümleri: Arbitrum, Optimism ve Ötesi",
    "Ethereum'un Hisse Kanıtına Geçişi",
    "Ethereum Ekosistemindeki Önemli Projeler",
  ],
  defi: [
    "DeFi Nedir? Merkeziyetsiz Finansa Giriş",
    "Likidite Havuzları ve Geçici Kayıp",
    "Getiri Çiftçiliğinin Riskleri ve Fırsatları",
    "Merkeziyetsiz Borsalar Nasıl Kullanılır?",
    "DeFi Protokollerinde Güvenlik Kontrol Listesi",
    "Stablecoin'lerin DeFi'deki Rolü",
  ],
  nft: [
    "NFT Nedir ve Neden Değerlidir?",
    "İlk NFT'nizi Oluşturma Rehberi",
    "NFT Pazar Yerlerinin Karşılaştırması",
    "NFT Dolandırıcılıklarından Korunma Yolları",
    "Oyun Dünyasında NFT'ler",
    "NFT ve Telif Hakları",
  ],
  altcoin: [
    "Altcoin Seçerken Nelere Bakmalı?",
    "Altcoin Sezonu Nasıl Anlaşılır?",
    "Piyasa Değerine Göre Altcoin Analizi",
    "Yeni Çıkan Altcoin'lerde Riskler",
    "Altcoin Portföyü Nasıl Çeşitlendirilir?",
    "Tokenomics: Bir Projenin Arz Yapısını Okumak",
  ],
  blockchain: [
    "Blockchain Teknolojisine Giriş",
    "Konsensüs Mekanizmaları: İş Kanıtı ve Hisse Kanıtı",
    "Blockchain'in Finans Dışındaki Kullanım Alanları",
    "Ölçeklenebilirlik Sorunu ve Çözümleri",
    "Herkese Açık ve Özel Blokzincirler",
    "Blokzincirde Birlikte Çalışabilirlik",
  ],
  trading: [
    "Yeni Başlayanlar İçin Kripto Trading Stratejileri",
    "Teknik Analizde En Çok Kullanılan Göstergeler",
    "Risk Yönetimi ve Stop-Loss Kullanımı",
    "Spot ve Vadeli İşlemler Arasındaki Farklar",
    "Trading Psikolojisi: Duygularınızı Yönetin",
    "Destek ve Direnç Seviyeleri Nasıl Belirlenir?",
  ],
};

function categoryKey(category: string) {
  return category.trim().toLocaleLowerCase("tr").replace(/ı/g, "i");
}

/**
 * Up to 10 unique keywords: the topic's words longer than 2 characters, then
 * the category's terms, then general crypto terms.
 */
export function suggestKeywords(topic: string, category: string): string[] {
  const words = topic
    .split(/[\s,.;:!?()"'’“”]+/)
    .map((word) => word.trim())
    .filter((word) => word.length > 2);
  const result: string[] = [];
  const seen = new Set<string>();
  for (const term of [...words, ...(ownValue(categoryTerms, categoryKey(category)) ?? [category.trim()]), ...generalTerms]) {
    const key = term.toLocaleLowerCase("tr");
    if (!term || seen.has(key)) continue;
    seen.add(key);
    result.push(term);
    if (result.length === 10) break;
  }
  return result;
}

/** A deterministic shuffle, so a no-JavaScript page and its reload agree on the order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const list = [...items];
  let state = seed >>> 0 || 1;
  for (let i = list.length - 1; i > 0; i--) {
    state = (state * 1664525 + 1013904223) >>> 0;
    const j = state % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

export const TITLE_SUGGESTION_COUNT = 5;

/** Title ideas for a category, in an order picked by `seed` (another seed, another shuffle). */
export function titleSuggestions(category: string, seed = 0): string[] {
  const name = category.trim();
  if (!name) return [];
  const pool = ownValue(categoryTitles, categoryKey(name)) ?? [
    `${name} Nedir? Başlangıç Rehberi`,
    `${name} Alanında Bilmeniz Gereken 5 Şey`,
    `${name} İçin Güvenlik İpuçları`,
    `${name} ve Kripto Piyasasının Geleceği`,
    `${name} Hakkında Sık Yapılan Hatalar`,
    `${name} ile İlgili Temel Kavramlar`,
  ];
  return shuffled(pool, seed).slice(0, TITLE_SUGGESTION_COUNT);
}

/** The preview's text: the content without markup, cut at AI_PREVIEW_LENGTH characters. */
export function previewText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > AI_PREVIEW_LENGTH ? `${text.slice(0, AI_PREVIEW_LENGTH)}...` : text;
}
