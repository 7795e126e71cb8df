import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { deleteLesson, getCourseBySlug, getLessonPage, listCourses, listLessons, saveCourse, saveLesson } from "~/models/education.server";
import { action, loader } from "~/routes/admin.education/route";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

const post = (fields: Record<string, string>, cookie?: string) =>
  answer(() => action({ request: formRequest("/admin/education", fields, cookie), params: {}, context }));

describe("/admin/education", () => {
  it("keeps non-admins out of the loader and the action", async () => {
    const user = await signIn("ahmet", "ahmet123");
    const load = await answer(() => loader({ request: requestWith("/admin/education", { cookie: user }), params: {}, context }));
    expect(load.headers.get("Location")).toBe("/");
    const refused = await post({ intent: "save-course", title: "X", level: "orta", summary: "Y", sort_order: "1" }, user);
    expect(refused.headers.get("Location")).toBe("/");
    expect((await listCourses()).some((course) => course.title === "X")).toBe(false);
  });

  it("refuses blank and over-long fields in Turkish", async () => {
    const admin = await signIn("admin", "admin123");
    const blank = await post({ intent: "save-course", title: " ", level: "orta", summary: "Özet", sort_order: "1" }, admin);
    expect(blank.status).toBe(400);
    expect(JSON.stringify(await blank.json())).toContain("Kurs adı gereklidir.");
    const long = await post({ intent: "save-course", title: "K".repeat(121), level: "orta", summary: "Özet", sort_order: "1" }, admin);
    expect(JSON.stringify(await long.json())).toContain("Kurs adı en fazla 120 karakter olabilir.");
    const badLevel = await post({ intent: "save-course", title: "Kurs", level: "uzman", summary: "Özet", sort_order: "1" }, admin);
    expect(JSON.stringify(await badLevel.json())).toContain("Geçerli bir seviye seçin.");
    const [course] = await listCourses();
    const emptyLesson = await post(
      {
        intent: "save-lesson",
        course_id: String(course.id),
        title: "Ders",
        summary: "Özet",
        content: "<script>x</script>",
        sort_order: "9",
      },
      admin,
    );
    expect(emptyLesson.status).toBe(400);
    expect(JSON.stringify(await emptyLesson.json())).toContain("Ders metni gereklidir.");
    const unknown = await post({ intent: "publish" }, admin);
    expect(unknown.status).toBe(400);
  });

  it("adds a course, a lesson with sanitised HTML and a question that the lesson's quiz then asks", async () => {
    const admin = await signIn("admin", "admin123");
    expect(
      (
        await post(
          { intent: "save-course", title: "Madencilik Atölyesi", level: "ileri", summary: "Madencilik üzerine.", sort_order: "4" },
          admin,
        )
      ).status,
    ).toBe(302);
    const { course } = (await getCourseBySlug("madencilik-atolyesi"))!;
    const saved = await post(
      {
        intent: "save-lesson",
        course_id: String(course.id),
        title: "ASIC nedir?",
        summary: "Donanım.",
        content: '<p onclick="x()">Özel çipler.</p><script>alert(1)</script>',
        sort_order: "1",
      },
      admin,
    );
    expect(saved.status).toBe(302);
    const lesson = (await getLessonPage("madencilik-atolyesi", "asic-nedir"))!.lesson;
    expect(lesson.content).toBe("<p>Özel çipler.</p>");
    const blankCorrect = await post(
      {
        intent: "save-question",
        lesson_id: String(lesson.id),
        prompt: "ASIC ne içindir?",
        option_1: "Madencilik",
        option_2: "Oyun",
        correct: "3",
        explanation: "Tek işe özel çip.",
        sort_order: "1",
      },
      admin,
    );
    expect(JSON.stringify(await blankCorrect.json())).toContain("Doğru cevap olarak boş bir seçenek seçilemez.");
    await post(
      {
        intent: "save-question",
        lesson_id: String(lesson.id),
        prompt: "ASIC ne içindir?",
        option_1: "Madencilik",
        option_2: "Oyun",
        option_3: "",
        option_4: "Tarayıcı",
        correct: "4",
        explanation: "Tek işe özel çip.",
        sort_order: "1",
      },
      admin,
    );
    const [question] = (await getLessonPage("madencilik-atolyesi", "asic-nedir"))!.questions;
    expect(question).toMatchObject({ options: ["Madencilik", "Oyun", "Tarayıcı"], correctIndex: 2 });

    expect((await post({ intent: "delete-course", id: String(course.id) }, admin)).status).toBe(302);
    expect(await getLessonPage("madencilik-atolyesi", "asic-nedir")).toBeUndefined();
  });

  it("refuses a taken slug (a lesson's only within its course) and logs each change under the entity's name", async () => {
    const admin = { id: 1, username: "admin" };
    const [first, second] = await listCourses();
    const taken = { ok: false, field: "slug", message: "Bu kısa ad zaten kullanılıyor." };
    const course = { title: "Başka", level: "orta" as const, summary: "Özet", sort_order: 9 };
    expect(await saveCourse({ ...course, slug: second.slug }, admin)).toEqual(taken);
    expect(await saveCourse({ ...course, slug: first.slug }, admin, first.id)).toMatchObject({ ok: true, id: first.id });
    const [lesson] = await listLessons(first.id);
    const fields = { title: "Kopya", summary: "Özet", content: "<p>Metin</p>", sort_order: 9, slug: lesson.slug };
    expect(await saveLesson({ ...fields, course_id: first.id }, admin)).toEqual(taken);
    const elsewhere = await saveLesson({ ...fields, course_id: second.id }, admin);
    expect(elsewhere.ok).toBe(true);
    expect(await deleteLesson(elsewhere.ok ? elsewhere.id : 0, admin)).toBe(true);
    expect(await deleteLesson(elsewhere.ok ? elsewhere.id : 0, admin)).toBe(false);
    const log = await db().selectFrom("activity_log").selectAll().orderBy("id", "desc").limit(3).execute();
    expect(log.reverse().map(({ action, title, description }) => ({ action, title, description }))).toEqual([
      { action: "course_updated", title: "Kurs güncellendi", description: "Başka" },
      { action: "lesson_created", title: "Ders eklendi", description: "Kopya" },
      { action: "lesson_deleted", title: "Ders silindi", description: "Kopya" },
    ]);
  });
});
