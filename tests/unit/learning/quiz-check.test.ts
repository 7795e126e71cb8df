import { describe, expect, it } from "vitest";
import { answerField, checkQuiz, QUIZ_INVALID, QUIZ_MISSING, type QuizQuestion } from "~/lib/education/quiz";

// A lesson quiz scored on the server, pure (the lesson page that posts it is in education.test.ts).
const questions: QuizQuestion[] = [
  { id: 11, prompt: "Soru 1", options: ["a", "b", "c"], correctIndex: 2, explanation: "Çünkü c." },
  { id: 12, prompt: "Soru 2", options: ["a", "b"], correctIndex: 0, explanation: "Çünkü a." },
];
const form = (answers: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(answers)) data.set(key, value);
  return data;
};

describe("checking a lesson quiz", () => {
  it("scores the answers and explains each", () => {
    expect(checkQuiz(questions, form({ q11: "2", q12: "1", intent: "check" }))).toEqual({
      ok: true,
      result: {
        score: 1,
        total: 2,
        answers: [
          { questionId: 11, chosen: 2, correctIndex: 2, correct: true, explanation: "Çünkü c." },
          { questionId: 12, chosen: 1, correctIndex: 0, correct: false, explanation: "Çünkü a." },
        ],
      },
    });
    expect(answerField(7)).toBe("q7");
  });

  it("refuses a missing answer, an option the question lacks, and an answer to another quiz's question", () => {
    expect(checkQuiz(questions, form({ q11: "2" }))).toEqual({ ok: false, message: QUIZ_MISSING });
    expect(checkQuiz(questions, form({ q11: "2", q12: "" }))).toEqual({ ok: false, message: QUIZ_MISSING });
    for (const wrong of ["2", "-1", "1.0", "b"])
      expect(checkQuiz(questions, form({ q11: "0", q12: wrong })), wrong).toEqual({ ok: false, message: QUIZ_INVALID });
    expect(checkQuiz(questions, form({ q11: "0", q12: "0", q99: "0" }))).toEqual({ ok: false, message: QUIZ_INVALID });
    const file = form({ q11: "0" });
    file.set("q12", new Blob(["0"]));
    expect(checkQuiz(questions, file)).toEqual({ ok: false, message: QUIZ_INVALID });
  });
});
