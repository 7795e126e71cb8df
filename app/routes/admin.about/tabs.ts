import { tabPages } from "~/components/admin/tabs";

/** The about screen's tabs, each a page of its own. */
export const { tabs: aboutTabs, path: aboutTabPath } = tabPages([
  { id: "info", label: "Genel Bilgiler", href: "/admin/about" },
  { id: "values", label: "Değerlerimiz", href: "/admin/about/values" },
  { id: "team", label: "Ekip", href: "/admin/about/team" },
  { id: "milestones", label: "Kilometre Taşları", href: "/admin/about/milestones" },
]);
