import type { CourseLevel } from "../../app/lib/db-schema";

/** A quiz question: the prompt, the answers in the order shown, the right answer's index, why it is right. */
export type SeedQuestion = readonly [prompt: string, options: readonly string[], correct: number, explanation: string];

export interface SeedLesson {
  slug: string;
  title: string;
  summary: string;
  /** HTML, sanitised again when stored. */
  content: string;
  questions: readonly SeedQuestion[];
}

export interface SeedCourse {
  slug: string;
  title: string;
  level: CourseLevel;
  summary: string;
  lessons: readonly SeedLesson[];
}
