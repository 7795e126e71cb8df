import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListEditor } from "~/components/admin/list-editor";
import { requireAdmin } from "~/server/auth.server";
import { positiveId } from "~/lib/params";
import { getQuestion, listAllLessons, listQuestions } from "~/models/education.server";
import { Chooser, QuestionForm, educationListTabs } from "../admin.education/forms";
import { useEducationData } from "../admin.education/route";

export { action } from "../admin.education/intents.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const target = positiveId(params.get("edit")) ?? positiveId(params.get("confirm"));
  const [lessons, targetQuestion] = await Promise.all([listAllLessons(), target ? getQuestion(target) : undefined]);
  // The list shown is the one the edited or confirmed question belongs to, else the chosen lesson, else the first.
  const chosen = positiveId(params.get("lesson"));
  const lessonId = targetQuestion?.lesson_id ?? lessons.find((lesson) => lesson.id === chosen)?.id ?? lessons[0]?.id ?? null;
  return {
    lessonId,
    questions: lessonId ? await listQuestions(lessonId) : [],
    editing: targetQuestion && params.get("edit") ? targetQuestion : null,
  };
}

/** The education screen's quiz questions, one lesson at a time. */
export default function EducationQuestionsTab() {
  const { allLessons } = useEducationData();
  const { lessonId, questions, editing } = useLoaderData<typeof loader>();
  return (
    <>
      <Chooser
        name="lesson"
        label="Ders"
        value={lessonId}
        options={allLessons.map((lesson) => ({ value: lesson.id, label: `${lesson.course_title} › ${lesson.title}` }))}
      />
      <ListEditor
        list={educationListTabs.questions}
        query={lessonId ? `lesson=${lessonId}` : undefined}
        items={questions}
        addLabel="Soru Ekle"
        columns={["Soru", "Doğru cevap"]}
        emptyText="Bu dersin henüz test sorusu yok."
        row={(question) => ({ name: question.prompt, cells: [question.prompt, question.options[question.correctIndex] ?? "—"] })}
        formTitle={(question) => (question ? "Soruyu Düzenle" : "Yeni Soru")}
        form={(question, place) => (
          <QuestionForm
            question={question && editing?.id === question.id ? editing : undefined}
            lessons={allLessons}
            lessonId={lessonId ?? undefined}
            {...place}
          />
        )}
        deleteMessage="Bu soruyu silmek istediğinizden emin misiniz?"
      />
    </>
  );
}
