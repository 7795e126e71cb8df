import { describe, expect, it } from "vitest";
import { compareTurkish, OTHER_GROUP, TURKISH_ALPHABET } from "~/lib/dictionary/alphabet";
import { getCourseBySlug, listAllLessons, listCourses } from "~/models/education.server";
import { loader as dictionaryLoader } from "~/routes/crypto-dictionary._index";
import { loader as courseLoader } from "~/routes/crypto-education.$course._index";
import { action as lessonAction, loader as lessonLoader } from "~/routes/crypto-education.$course.$lesson/route";
import { action as dictionaryAction } from "~/routes/admin.dictionary/route";
import { action as educationAction, loader as educationLoader } from "~/routes/admin.education/route";
import { loader as lessonsTabLoader } from "~/routes/admin.education.lessons/route";
import { loader as questionsTabLoader } from "~/routes/admin.education.questions/route";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

const errorsOf = async (response: Response) => JSON.stringify(await response.json());

describe("the dictionary index", () => {
  it("groups the seeded terms under Turkish letters in Turkish order, each group sorted the Turkish way", async () => {
    const { groups } = (await dictionaryLoader({ request: requestWith("/crypto-dictionary"), params: {}, context })) as {
      groups: { letter: string; items: { term: string }[] }[];
    };
    const letters = groups.map((group) => group.letter);
    const order = [...TURKISH_ALPHABET, OTHER_GROUP];
    expect([...letters].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(letters);
    for (const letter of ["Ç", "İ", "Ö", "Ş"]) expect(letters).toContain(letter);
    for (const group of groups) {
      const terms = group.items.map((item) => item.term);
      expect([...terms].sort(compareTurkish)).toEqual(terms);
    }
    // "İmza" is under İ, not I.
    expect(groups.find((group) => group.letter === "İ")?.items.map((item) => item.term)).toContain("İmza");
  });
});

describe("unknown learning pages", () => {
  it("answer 404 for an unknown course, a lesson of an unknown course and an unknown lesson, on reads and posts", async () => {
    const course = (await listCourses())[0];
    const cases = [
      () => courseLoader({ request: requestWith("/crypto-education/yok"), params: { course: "yok" }, context }),
      () => lessonLoader({ request: requestWith("/crypto-education/yok/ders"), params: { course: "yok", lesson: "ders" }, context }),
      () =>
        lessonLoader({
          request: requestWith(`/crypto-education/${course.slug}/yok`),
          params: { course: course.slug, lesson: "yok" },
          context,
        }),
      () =>
        lessonAction({
          request: formRequest(`/crypto-education/${course.slug}/yok`, { intent: "quiz" }),
          params: { course: course.slug, lesson: "yok" },
          context,
        }),
    ];
    for (const run of cases) expect((await answer(run)).status).toBe(404);
  });
});

describe("admin learning forms", () => {
  it("refuse blank and over-long term fields in Turkish", async () => {
    const admin = await signIn("admin", "admin123");
    const term = { intent: "create", term: "Terim", short_definition: "Kısa.", explanation: "Uzun açıklama." };
    const post = (fields: Record<string, string>) =>
      answer(() => dictionaryAction({ request: formRequest("/admin/dictionary", { ...term, ...fields }, admin), params: {}, context }));
    const cases: [Record<string, string>, string][] = [
      [{ term: "T".repeat(81) }, "Terim en fazla 80 karakter olabilir."],
      [{ explanation: "" }, "Açıklama gereklidir."],
      [{ explanation: "a".repeat(3001) }, "Açıklama en fazla 3000 karakter olabilir."],
      [{ english: "e".repeat(121) }, "İngilizce karşılığı en fazla 120 karakter olabilir."],
      [{ slug: "Büyük Harf" }, "Kısa ad yalnızca küçük harf, rakam ve tire içerebilir."],
    ];
    for (const [fields, message] of cases) {
      const response = await post(fields);
      expect(response.status, message).toBe(400);
      expect(await errorsOf(response)).toContain(message);
    }
  });

  it("refuse blank and over-long lesson and question fields in Turkish", async () => {
    const admin = await signIn("admin", "admin123");
    const post = (fields: Record<string, string>) =>
      answer(() => educationAction({ request: formRequest("/admin/education", fields, admin), params: {}, context }));
    const [course] = await listCourses();
    const [lesson] = await listAllLessons();
    const lessonForm = {
      intent: "save-lesson",
      course_id: String(course.id),
      title: "Ders",
      summary: "Özet",
      content: "<p>Metin</p>",
      sort_order: "1",
    };
    const questionForm = {
      intent: "save-question",
      lesson_id: String(lesson.id),
      prompt: "Soru?",
      option_1: "Bir",
      option_2: "İki",
      correct: "1",
      explanation: "Çünkü.",
      sort_order: "1",
    };
    const cases: [Record<string, string>, string][] = [
      [{ ...lessonForm, title: "  " }, "Ders başlığı gereklidir."],
      [{ ...lessonForm, title: "D".repeat(151) }, "Ders başlığı en fazla 150 karakter olabilir."],
      [{ ...lessonForm, summary: "Ö".repeat(301) }, "Özet en fazla 300 karakter olabilir."],
      [{ ...lessonForm, sort_order: "0" }, "Sıra en az 1 olabilir."],
      [{ ...questionForm, prompt: "" }, "Soru gereklidir."],
      [{ ...questionForm, prompt: "S".repeat(301) }, "Soru en fazla 300 karakter olabilir."],
      [{ ...questionForm, option_2: " " }, "2. cevap gereklidir."],
      [{ ...questionForm, option_3: "c".repeat(201) }, "3. cevap en fazla 200 karakter olabilir."],
      [{ ...questionForm, explanation: "" }, "Açıklama gereklidir."],
      [{ ...questionForm, correct: "7" }, "Doğru cevabı seçin."],
    ];
    for (const [fields, message] of cases) {
      const response = await post(fields);
      expect(response.status, message).toBe(400);
      expect(await errorsOf(response)).toContain(message);
    }
    // A lesson for a course that does not exist is refused at its field, not with a 500.
    const orphan = await post({ ...lessonForm, course_id: "99999" });
    expect(orphan.status).toBe(400);
    expect(await errorsOf(orphan)).toContain("Kurs bulunamadı.");
    expect((await getCourseBySlug(course.slug))!.lessons.some((item) => item.title === "Ders")).toBe(false);
  });
});

describe("the admin education tabs", () => {
  it("keep non-admins out of every tab page", async () => {
    const user = await signIn("ahmet", "ahmet123");
    for (const [loader, url] of [
      [lessonsTabLoader, "/admin/education/lessons"],
      [questionsTabLoader, "/admin/education/questions"],
    ] as const) {
      expect((await answer(() => loader({ request: requestWith(url), params: {}, context }))).headers.get("Location")).toBe(
        `/login?redirectTo=${encodeURIComponent(url)}`,
      );
      expect(
        (await answer(() => loader({ request: requestWith(url, { cookie: user }), params: {}, context }))).headers.get("Location"),
      ).toBe("/");
    }
  });

  it("send the old ?tab= addresses to the tab's page and show the list an edited lesson belongs to", async () => {
    const admin = await signIn("admin", "admin123");
    const legacy = await answer(() =>
      educationLoader({ request: requestWith("/admin/education?tab=questions&lesson=3", { cookie: admin }), params: {}, context }),
    );
    expect(legacy.status).toBe(302);
    expect(legacy.headers.get("Location")).toBe("/admin/education/questions?lesson=3");

    const [, second] = await listCourses();
    const lesson = (await getCourseBySlug(second.slug))!.lessons[0];
    const tab = (await lessonsTabLoader({
      request: requestWith(`/admin/education/lessons?edit=${lesson.id}`, { cookie: admin }),
      params: {},
      context,
    })) as { courseId: number; lessons: { id: number }[]; editing: { id: number } | null };
    expect(tab.courseId).toBe(second.id);
    expect(tab.lessons.map((item) => item.id)).toContain(lesson.id);
    expect(tab.editing?.id).toBe(lesson.id);
  });
});

describe("sitemap", () => {
  it("lists the learning entry pages and the quiz game", async () => {
    const { sitemapEntries } = await import("~/services/site-outputs.server");
    const paths = (await sitemapEntries()).map((entry) => entry.path);
    for (const path of ["/education", "/crypto-education", "/crypto-dictionary", "/crypto-games"]) expect(paths).toContain(path);
  });
});
