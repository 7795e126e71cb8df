/**
 * Checking a lesson quiz on the server. The browser only ever sends the index of
 * the answer it chose per question; the right answers never leave the server
 * before the quiz is posted.
 */
export interface QuizQuestion {
  id: number;
  prompt: string;
  options: string[];
  correctIndex: number;
  explanation: string;
}

export interface QuizResult {
  score: number;
  total: number;
  answers: { questionId: number; chosen: number; correctIndex: number; correct: boolean; explanation: string }[];
}

export type QuizCheck = { ok: true; result: QuizResult } | { ok: false; message: string };

export const QUIZ_MISSING = "Lütfen tüm soruları cevaplayın.";
export const QUIZ_INVALID = "Gönderilen cevaplar bu teste ait değil. Sayfayı yenileyip yeniden deneyin.";

/** The form field that carries the answer to a question. */
export const answerField = (questionId: number) => `q${questionId}`;

/**
 * Scores a posted quiz. A missing answer, an index that is not one of the
 * question's options, or an answer to a question that is not in this quiz is refused.
 */
export function checkQuiz(questions: QuizQuestion[], form: FormData): QuizCheck {
  const known = new Set(questions.map((question) => answerField(question.id)));
  for (const key of form.keys()) {
    if (/^q\d+$/.test(key) && !known.has(key)) return { ok: false, message: QUIZ_INVALID };
  }
  const answers: QuizResult["answers"] = [];
  for (const question of questions) {
    const raw = form.get(answerField(question.id));
    if (raw === null || raw === "") return { ok: false, message: QUIZ_MISSING };
    if (typeof raw !== "string" || !/^\d+$/.test(raw)) return { ok: false, message: QUIZ_INVALID };
    const chosen = Number(raw);
    if (chosen >= question.options.length) return { ok: false, message: QUIZ_INVALID };
    answers.push({
      questionId: question.id,
      chosen,
      correctIndex: question.correctIndex,
      correct: chosen === question.correctIndex,
      explanation: question.explanation,
    });
  }
  return { ok: true, result: { score: answers.filter((answer) => answer.correct).length, total: questions.length, answers } };
}
