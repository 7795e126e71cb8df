import type { CourseLevel } from "~/lib/db-schema";

/** The three course levels in the order a learner takes them, with their Turkish names. */
export const courseLevels = [
  { value: "baslangic", label: "Başlangıç" },
  { value: "orta", label: "Orta" },
  { value: "ileri", label: "İleri" },
] as const satisfies readonly { value: CourseLevel; label: string }[];

export const levelValues = courseLevels.map((level) => level.value) as [CourseLevel, ...CourseLevel[]];

export function levelLabel(level: string): string {
  return courseLevels.find((item) => item.value === level)?.label ?? level;
}
