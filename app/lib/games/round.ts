/**
 * The quiz game's rules: drawing a round of questions from the dictionary and
 * the lesson quizzes, and checking one posted answer. Pure, so it is tested alone.
 */

import { istanbulDate } from "~/lib/market/istanbul-date";

export const ROUND_SIZE = 10;
/** How many of a round's questions come from the dictionary when there are enough terms. */
const TERM_SHARE = 5;
/** A term question shows its definition among this many. */
const TERM_OPTIONS = 4;

export interface GameQuestion {
  kind: "term" | "lesson";
  prompt: string;
  options: string[];
  correctIndex: number;
  explanation: string;
  /** Where to read more: the term's or the lesson's page. */
  link: { href: string; label: string };
}

export interface TermSource {
  slug: string;
  term: string;
  short_definition: string;
}

export interface LessonQuestionSource {
  prompt: string;
  options: string[];
  correctIndex: number;
  explanation: string;
  courseSlug: string;
  lessonSlug: string;
  lessonTitle: string;
}

export type Random = () => number;

function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Shuffles the options and follows the right one to its new place. */
function shuffledOptions(options: string[], correctIndex: number, random: Random) {
  const order = shuffle(
    options.map((_, index) => index),
    random,
  );
  return { options: order.map((index) => options[index]), correctIndex: order.indexOf(correctIndex) };
}

/** "What does <term> mean?", with the definitions of other terms as the wrong answers. */
function termQuestion(term: TermSource, others: TermSource[], random: Random): GameQuestion | null {
  const definitions = new Set(others.map((other) => other.short_definition));
  definitions.delete(term.short_definition);
  const wrong = shuffle([...definitions], random).slice(0, TERM_OPTIONS - 1);
  if (wrong.length < TERM_OPTIONS - 1) return null;
  const { options, correctIndex } = shuffledOptions([term.short_definition, ...wrong], 0, random);
  return {
    kind: "term",
    prompt: `“${term.term}” ne anlama gelir?`,
    options,
    correctIndex,
    explanation: `${term.term}: ${term.short_definition}`,
    link: { href: `/crypto-dictionary/${term.slug}`, label: `Sözlükte “${term.term}”` },
  };
}

function lessonQuestion(source: LessonQuestionSource, random: Random): GameQuestion {
  const { options, correctIndex } = shuffledOptions(source.options, source.correctIndex, random);
  return {
    kind: "lesson",
    prompt: source.prompt,
    options,
    correctIndex,
    explanation: source.explanation,
    link: { href: `/crypto-education/${source.courseSlug}/${source.lessonSlug}`, label: `Ders: ${source.lessonTitle}` },
  };
}

/**
 * Ten questions without repeats: half from the dictionary and half from the lesson
 * quizzes, the other source filling in when one runs short, in a random order.
 * Null when the two together cannot fill a round.
 */
export function drawRound(terms: TermSource[], lessons: LessonQuestionSource[], random: Random = Math.random): GameQuestion[] | null {
  const canAskTerms = terms.length >= TERM_OPTIONS;
  const termCount = canAskTerms ? Math.min(terms.length, Math.max(TERM_SHARE, ROUND_SIZE - lessons.length)) : 0;
  const lessonCount = Math.min(lessons.length, ROUND_SIZE - termCount);
  if (termCount + lessonCount < ROUND_SIZE) return null;
  const pickedTerms = shuffle(terms, random).slice(0, termCount);
  const fromTerms = pickedTerms.flatMap((term) => {
    const question = termQuestion(
      term,
      terms.filter((other) => other.slug !== term.slug),
      random,
    );
    return question ? [question] : [];
  });
  if (fromTerms.length < termCount) return null;
  const fromLessons = shuffle(lessons, random)
    .slice(0, lessonCount)
    .map((source) => lessonQuestion(source, random));
  return shuffle([...fromTerms, ...fromLessons], random);
}

export const GAME_MISSING_ANSWER = "Lütfen bir cevap seçin.";
export const GAME_INVALID_ANSWER = "Gönderilen cevap bu sorunun seçeneklerinden biri değil.";

export type AnswerCheck = { ok: true; chosen: number; correct: boolean } | { ok: false; message: string };

/** Checks the option index posted for a question: missing and made-up answers are refused. */
export function checkAnswer(question: Pick<GameQuestion, "options" | "correctIndex">, raw: FormDataEntryValue | null): AnswerCheck {
  if (raw === null || raw === "") return { ok: false, message: GAME_MISSING_ANSWER };
  if (typeof raw !== "string" || !/^\d{1,2}$/.test(raw)) return { ok: false, message: GAME_INVALID_ANSWER };
  const chosen = Number(raw);
  if (chosen >= question.options.length) return { ok: false, message: GAME_INVALID_ANSWER };
  return { ok: true, chosen, correct: chosen === question.correctIndex };
}

/** The round's score: how many of the chosen answers are right. */
export function scoreRound(questions: Pick<GameQuestion, "correctIndex">[], answers: number[]): number {
  return answers.filter((chosen, index) => questions[index]?.correctIndex === chosen).length;
}

/**
 * The ISO 8601 week ("2026-W48") a moment falls in, by the calendar in Turkey:
 * weeks start on Monday and week 1 holds the year's first Thursday.
 */
export function turkeyIsoWeek(moment: Date): string {
  const [year, month, day] = istanbulDate(moment)!.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  // The Thursday of this week decides the week's year.
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const weekYear = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${weekYear}-W${String(week).padStart(2, "0")}`;
}
