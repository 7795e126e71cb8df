import { describe, expect, it } from "vitest";
import { seedCourses } from "../../../db/seed-data";
import { checkQuiz, QUIZ_INVALID, QUIZ_MISSING, type QuizQuestion } from "~/lib/education/quiz";
import { getCourseBySlug, getLessonPage } from "~/models/education.server";
import { action as lessonAction, loader as lessonLoader } from "~/routes/crypto-education.$course.$lesson/route";
import { loader as courseLoader } from "~/routes/crypto-education.$course._index";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, requestWith, signIn } from "../../setup/requests";

const questions: QuizQuestion[] = [
  { id: 7, prompt: "A?", options: ["x", "y", "z"], correctIndex: 1, explanation: "y" },
  { id: 9, prompt: "B?", options: ["x", "y"], correctIndex: 0, explanation: "x" },
];
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

describe("checkQuiz", () => {
  it("scores the answers on the server", () => {
    const check = checkQuiz(questions, form({ q7: "1", q9: "1" }));
    expect(check).toMatchObject({ ok: true, result: { score: 1, total: 2 } });
  });

  it("refuses a missing answer, a made-up option and a question from elsewhere", () => {
    expect(checkQuiz(questions, form({ q7: "1" }))).toEqual({ ok: false, message: QUIZ_MISSING });
    expect(checkQuiz(questions, form({ q7: "3", q9: "0" }))).toEqual({ ok: false, message: QUIZ_INVALID });
    expect(checkQuiz(questions, form({ q7: "-1", q9: "0" }))).toEqual({ ok: false, message: QUIZ_INVALID });
    expect(checkQuiz(questions, form({ q7: "1", q9: "0", q8: "0" }))).toEqual({ ok: false, message: QUIZ_INVALID });
  });
});

describe("seeded courses", () => {
  it("has three levels and at least 15 lessons, each with a 3 to 5 question quiz whose answer exists", () => {
    expect(new Set(seedCourses.map((course) => course.level))).toEqual(new Set(["baslangic", "orta", "ileri"]));
    const lessons = seedCourses.flatMap((course) => course.lessons);
    expect(lessons.length).toBeGreaterThanOrEqual(15);
    for (const lesson of lessons) {
      expect(lesson.questions.length, lesson.slug).toBeGreaterThanOrEqual(3);
      expect(lesson.questions.length, lesson.slug).toBeLessThanOrEqual(5);
      for (const [, options, correct] of lesson.questions) expect(options[correct], lesson.slug).toBeDefined();
    }
  });
});

describe("lesson progress", () => {
  useTestDatabase();

  async function firstLesson() {
    const course = seedCourses[0];
    const page = await getLessonPage(course.slug, course.lessons[0].slug);
    const url = `/crypto-education/${course.slug}/${course.lessons[0].slug}`;
    const params = { course: course.slug, lesson: course.lessons[0].slug };
    const right = Object.fromEntries(page!.questions.map((q) => [`q${q.id}`, String(q.correctIndex)]));
    const wrong = Object.fromEntries(page!.questions.map((q) => [`q${q.id}`, String((q.correctIndex + 1) % q.options.length)]));
    return { course, page: page!, url, params, right, wrong };
  }

  it("never hands the right answers to the browser before the quiz is posted", async () => {
    const { url, params } = await firstLesson();
    const loaded = (await lessonLoader({ request: requestWith(url), params, context })) as { questions: object[] };
    for (const question of loaded.questions) expect(question).not.toHaveProperty("correctIndex");
  });

  it("keeps each user's progress to that user and keeps none for visitors", async () => {
    const { course, page, url, params, right, wrong } = await firstLesson();
    const ahmet = await signIn("ahmet", "ahmet123");
    const ayse = await signIn("ayse", "ayse123");

    const visitor = await answer(() => lessonAction({ request: formRequest(url, { intent: "quiz", ...right }), params, context }));
    expect(await visitor.json()).toMatchObject({ result: { score: page.questions.length }, saved: false });

    await answer(() => lessonAction({ request: formRequest(url, { intent: "quiz", ...right }, ahmet), params, context }));
    // A worse later attempt does not lower the best score.
    await answer(() => lessonAction({ request: formRequest(url, { intent: "quiz", ...wrong }, ahmet), params, context }));
    await answer(() => lessonAction({ request: formRequest(url, { intent: "quiz", ...wrong }, ayse), params, context }));

    const courseOf = async (cookie?: string) =>
      (await courseLoader({
        request: requestWith(`/crypto-education/${course.slug}`, { cookie }),
        params: { course: course.slug },
        context,
      })) as {
        progress: Record<number, { best_score: number | null; read_at: string | null }> | null;
      };
    const lessonId = page.lesson.id;
    expect((await courseOf(ahmet)).progress?.[lessonId]?.best_score).toBe(page.questions.length);
    expect((await courseOf(ayse)).progress?.[lessonId]?.best_score).toBe(0);
    expect((await courseOf()).progress).toBeNull();

    // Marking a lesson read is for that user only.
    const second = (await getCourseBySlug(course.slug))!.lessons[1];
    await answer(() =>
      lessonAction({
        request: formRequest(`/crypto-education/${course.slug}/${second.slug}`, { intent: "read" }, ayse),
        params: { course: course.slug, lesson: second.slug },
        context,
      }),
    );
    expect((await courseOf(ayse)).progress?.[second.id]?.read_at).toBeTruthy();
    expect((await courseOf(ahmet)).progress?.[second.id]).toBeUndefined();
  });

  it("answers a made-up answer with 400 and a Turkish message, and unknown lessons with 404", async () => {
    const { url, params, right } = await firstLesson();
    const forged = Object.fromEntries(Object.keys(right).map((key) => [key, "9"]));
    const response = await answer(() => lessonAction({ request: formRequest(url, { intent: "quiz", ...forged }), params, context }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(QUIZ_INVALID);
    const missing = await answer(() => lessonAction({ request: formRequest(url, { intent: "quiz" }), params, context }));
    expect((await missing.json()).error).toBe(QUIZ_MISSING);
    const unknown = await answer(() => lessonLoader({ request: requestWith(`${url}-yok`), params: { ...params, lesson: "yok" }, context }));
    expect(unknown.status).toBe(404);
  });
});

describe("sitemap", () => {
  useTestDatabase();
  it("lists the dictionary terms, courses and lessons", async () => {
    const { sitemapEntries } = await import("~/services/site-outputs.server");
    const paths = (await sitemapEntries()).map((entry) => entry.path);
    expect(paths).toContain("/crypto-dictionary/ozel-anahtar");
    expect(paths).toContain("/crypto-education/kriptoya-ilk-adim");
    expect(paths).toContain("/crypto-education/kriptoya-ilk-adim/bitcoin-nasil-calisir");
  });
});
