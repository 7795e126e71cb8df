/** The icons an about-page value may use, with their meaning; anything else shows the shield. */
export const aboutValueIcons = [
  { name: "ShieldCheckIcon", label: "Güvenlik" },
  { name: "LightBulbIcon", label: "İnovasyon" },
  { name: "TrophyIcon", label: "Başarı" },
  { name: "UserGroupIcon", label: "Topluluk" },
  { name: "HeartIcon", label: "Tutku" },
  { name: "ChartBarIcon", label: "Analiz" },
  { name: "CpuChipIcon", label: "Teknoloji" },
] as const;

export const FALLBACK_VALUE_ICON = "ShieldCheckIcon";

export function aboutValueIcon(name: string | null | undefined): string {
  return aboutValueIcons.some((icon) => icon.name === name) ? name! : FALLBACK_VALUE_ICON;
}
