/** The about screen's tabs, each a page of its own. */
export const aboutTabPath = {
  info: "/admin/about",
  values: "/admin/about/values",
  team: "/admin/about/team",
  milestones: "/admin/about/milestones",
} as const;

export type AboutTab = keyof typeof aboutTabPath;

export const aboutTabs: { id: AboutTab; label: string }[] = [
  { id: "info", label: "Genel Bilgiler" },
  { id: "values", label: "Değerlerimiz" },
  { id: "team", label: "Ekip" },
  { id: "milestones", label: "Kilometre Taşları" },
];
