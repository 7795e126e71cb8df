/** The SEO screen's tabs, each a page of its own. */
export const seoTabPath = {
  general: "/admin/seo",
  structured: "/admin/seo/structured",
  google: "/admin/seo/google",
  pages: "/admin/seo/pages",
} as const;

export type SeoTab = keyof typeof seoTabPath;

export const seoTabs: { id: SeoTab; label: string }[] = [
  { id: "general", label: "Genel Ayarlar" },
  { id: "structured", label: "Yapılandırılmış Veri" },
  { id: "google", label: "Google Servisleri" },
  { id: "pages", label: "Sayfa SEO" },
];
