import { describe, expect, it } from "vitest";
import {
  checkAnswer,
  drawRound,
  GAME_INVALID_ANSWER,
  GAME_MISSING_ANSWER,
  ROUND_SIZE,
  scoreRound,
  turkeyIsoWeek,
  type LessonQuestionSource,
  type TermSource,
} from "~/lib/games/round";

// The quiz game's rules, pure (the pages, the signed state and the leaderboard are in games.test.ts).

/** A repeatable random sequence, so a draw can be checked exactly. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const terms: TermSource[] = Array.from({ length: 8 }, (_, i) => ({ slug: `t${i}`, term: `Terim ${i}`, short_definition: `Tanım ${i}` }));
const lessons: LessonQuestionSource[] = Array.from({ length: 8 }, (_, i) => ({
  prompt: `Ders sorusu ${i}?`,
  options: [`a${i}`, `b${i}`, `c${i}`],
  correctIndex: i % 3,
  explanation: `Açıklama ${i}`,
  courseSlug: "kurs",
  lessonSlug: `ders-${i}`,
  lessonTitle: `Ders ${i}`,
}));

describe("drawing a round", () => {
  it("draws ten questions, half from the dictionary and half from the lessons, without repeats", () => {
    const round = drawRound(terms, lessons, seeded(1))!;
    expect(round).toHaveLength(ROUND_SIZE);
    expect(round.filter((q) => q.kind === "term")).toHaveLength(5);
    expect(new Set(round.map((q) => q.prompt)).size).toBe(ROUND_SIZE);
    for (const question of round) {
      expect(question.options[question.correctIndex]).toBeDefined();
      expect(new Set(question.options).size).toBe(question.options.length);
    }
  });

  it("keeps the right answer right when the options are shuffled", () => {
    for (const question of drawRound(terms, lessons, seeded(7))!) {
      if (question.kind === "term") {
        const slug = question.link.href.split("/").pop()!;
        expect(question.options[question.correctIndex]).toBe(`Tanım ${slug.slice(1)}`);
        expect(question.options).toHaveLength(4);
      } else {
        const n = Number(question.link.href.split("-").pop());
        expect(question.options[question.correctIndex]).toBe(lessons[n].options[lessons[n].correctIndex]);
      }
    }
  });

  it("fills in from the other source, and gives up when both together are too few", () => {
    expect(drawRound(terms, lessons.slice(0, 2), seeded(3))!.filter((q) => q.kind === "term")).toHaveLength(8);
    expect(
      drawRound(terms.slice(0, 3), lessons.concat(lessons.map((l) => ({ ...l, prompt: `${l.prompt}!` }))), seeded(3))!.every(
        (q) => q.kind === "lesson",
      ),
    ).toBe(true);
    expect(drawRound(terms.slice(0, 4), lessons.slice(0, 5), seeded(3))).toBeNull();
  });
});

describe("checking and scoring", () => {
  const question = { options: ["a", "b", "c"], correctIndex: 2 };
  it("scores a posted option and refuses missing and made-up answers", () => {
    expect(checkAnswer(question, "2")).toEqual({ ok: true, chosen: 2, correct: true });
    expect(checkAnswer(question, "0")).toEqual({ ok: true, chosen: 0, correct: false });
    expect(checkAnswer(question, null)).toEqual({ ok: false, message: GAME_MISSING_ANSWER });
    expect(checkAnswer(question, "")).toEqual({ ok: false, message: GAME_MISSING_ANSWER });
    for (const made of ["3", "-1", "1.0", "b", "99999"])
      expect(checkAnswer(question, made)).toEqual({ ok: false, message: GAME_INVALID_ANSWER });
    expect(scoreRound([{ correctIndex: 1 }, { correctIndex: 0 }, { correctIndex: 2 }], [1, 1, 2])).toBe(2);
  });

  it("files a moment under its ISO week by the clock in Turkey", () => {
    expect(turkeyIsoWeek(new Date("2026-11-23T12:00:00Z"))).toBe("2026-W48");
    // Sunday 22:00 UTC is already Monday 01:00 in Turkey.
    expect(turkeyIsoWeek(new Date("2026-11-22T20:59:00Z"))).toBe("2026-W47");
    expect(turkeyIsoWeek(new Date("2026-11-22T21:00:00Z"))).toBe("2026-W48");
    // 1 January 2027 is a Friday: it belongs to the last week of 2026.
    expect(turkeyIsoWeek(new Date("2027-01-01T09:00:00Z"))).toBe("2026-W53");
    expect(turkeyIsoWeek(new Date("2024-12-30T09:00:00Z"))).toBe("2025-W01");
  });
});

describe("the questions a round shows", () => {
  it("asks a term's meaning with its definition among three others, and links the term and the lesson", () => {
    const round = drawRound(terms, lessons, seeded(5))!;
    const term = round.find((q) => q.kind === "term")!;
    const name = term.prompt.match(/^“(Terim \d)” ne anlama gelir\?$/)![1];
    const n = name.slice(-1);
    expect(term.explanation).toBe(`Terim ${n}: Tanım ${n}`);
    expect(term.link).toEqual({ href: `/crypto-dictionary/t${n}`, label: `Sözlükte “Terim ${n}”` });
    const lesson = round.find((q) => q.kind === "lesson")!;
    const i = Number(lesson.link.href.split("-").pop());
    expect(lesson).toMatchObject({ prompt: `Ders sorusu ${i}?`, explanation: `Açıklama ${i}` });
    expect(lesson.link).toEqual({ href: `/crypto-education/kurs/ders-${i}`, label: `Ders: Ders ${i}` });
  });

  it("gives up when the terms do not have three other definitions to offer", () => {
    const alike = terms.map((term, i) => ({ ...term, short_definition: i < 6 ? "Aynı tanım" : term.short_definition }));
    expect(drawRound(alike, lessons.slice(0, 5), seeded(2))).toBeNull();
  });

  it("scores only answers to questions of the round", () => {
    expect(scoreRound([{ correctIndex: 0 }], [0, 0, 0])).toBe(1);
    expect(scoreRound([], [])).toBe(0);
  });
});
