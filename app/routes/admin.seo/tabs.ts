import { tabPages } from "~/components/admin/tabs";

/** The SEO screen's tabs, each a page of its own. */
export const { tabs: seoTabs, path: seoTabPath } = tabPages([
  { id: "general", label: "Genel Ayarlar", href: "/admin/seo" },
  { id: "structured", label: "Yapılandırılmış Veri", href: "/admin/seo/structured" },
  { id: "google", label: "Google Servisleri", href: "/admin/seo/google" },
  { id: "pages", label: "Sayfa SEO", href: "/admin/seo/pages" },
]);
