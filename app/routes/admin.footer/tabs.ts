import { tabPages } from "~/components/admin/tabs";

/** The footer screen's tabs, each a page of its own. */
export const { tabs: footerTabs, path: footerTabPath } = tabPages([
  { id: "info", label: "Şirket Bilgileri", href: "/admin/footer" },
  { id: "links", label: "Footer Linkleri", href: "/admin/footer/links" },
  { id: "social", label: "Sosyal Medya", href: "/admin/footer/social" },
  { id: "headers", label: "Sütun Başlıkları", href: "/admin/footer/headers" },
]);
