/** The footer screen's tabs, each a page of its own. */
export const footerTabPath = {
  info: "/admin/footer",
  links: "/admin/footer/links",
  social: "/admin/footer/social",
  headers: "/admin/footer/headers",
} as const;

export type FooterTab = keyof typeof footerTabPath;

export const footerTabs: { id: FooterTab; label: string }[] = [
  { id: "info", label: "Şirket Bilgileri" },
  { id: "links", label: "Footer Linkleri" },
  { id: "social", label: "Sosyal Medya" },
  { id: "headers", label: "Sütun Başlıkları" },
];
