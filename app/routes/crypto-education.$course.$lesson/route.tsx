import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/layout/page-hero";
import { getUser } from "~/server/auth.server";
import { sanitizeHtml } from "~/server/sanitize.server";
import { redirectWithToast } from "~/server/toast.server";
import { getLessonPage, markLessonRead, progressFor, recordQuizScore } from "~/models/education.server";
import { readForm } from "~/server/http.server";
import { checkQuiz } from "~/lib/education/quiz";
import { pageMeta } from "~/lib/seo/meta";
import { LessonQuiz } from "./quiz";
import { boundaryBackTo } from "~/components/error-boundary";
import { invariantResponse } from "~/lib/invariant";
import { OutlineIcon } from "~/components/icon-file";
import { dispatchIntent } from "~/server/intents.server";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data ? `${args.data.lesson.title} | ${args.data.course.title}` : undefined,
    description: args.data?.lesson.summary,
    type: "article",
  });

async function lessonOr404(params: LoaderFunctionArgs["params"]) {
  const page = await getLessonPage(params.course ?? "", params.lesson ?? "");
  invariantResponse(page, "Bu kursta bu adreste bir ders yok; dersler kurs sayfasında listelenir.");
  return page;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { questions, lesson, ...page } = await lessonOr404(params);
  const user = await getUser(request);
  const progress = user ? ((await progressFor(user.id, [lesson.id]))[lesson.id] ?? null) : null;
  return {
    ...page,
    // Stored content was sanitised on save; doing it again guards against rows written some other way.
    lesson: { ...lesson, content: sanitizeHtml(lesson.content) },
    // The right answers stay on the server until the quiz is posted.
    questions: questions.map(({ id, prompt, options }) => ({ id, prompt, options })),
    signedIn: Boolean(user),
    progress,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const page = await lessonOr404(params);
  const user = await getUser(request);
  const here = `/crypto-education/${page.course.slug}/${page.lesson.slug}`;
  return dispatchIntent(
    { formData: await readForm(request) },
    {
      read: async () => {
        if (!user) return redirectWithToast(request, here, { type: "error", message: "İlerlemenizi kaydetmek için giriş yapın." });
        await markLessonRead(user.id, page.lesson.id);
        return redirectWithToast(request, here, { type: "success", message: "Ders okundu olarak işaretlendi." });
      },
      quiz: ({ formData }) => takeQuiz(formData, page, user?.id),
    },
  );
}

async function takeQuiz(form: FormData, page: Awaited<ReturnType<typeof lessonOr404>>, userId: number | undefined) {
  // What was picked, so a refused form comes back with its answers still chosen.
  const chosen = [...form.entries()].flatMap(([field, value]) =>
    /^q\d+$/.test(field) && typeof value === "string" ? [{ field, value }] : [],
  );
  const check = checkQuiz(page.questions, form);
  if (!check.ok) return data({ error: check.message, chosen }, { status: 400 });
  if (userId) await recordQuizScore(userId, page.lesson.id, check.result.score, check.result.total);
  return { result: check.result, saved: Boolean(userId) };
}

export default function LessonPage() {
  const { course, lesson, position, lessonCount, previous, next, questions, signedIn, progress } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const courseUrl = `/crypto-education/${course.slug}`;
  return (
    <main className="flex-1">
      <PageHero
        trail={[
          { to: "/crypto-education", label: "Kripto Eğitim" },
          { to: courseUrl, label: course.title },
        ]}
        title={lesson.title}
        lead={lesson.summary}
      >
        <p className="mt-3 text-sm text-slate-400">
          Ders {position} / {lessonCount}
          {progress?.read_at ? " · Okundu" : ""}
          {progress?.best_score != null ? ` · En iyi test puanınız: ${progress.best_score}/${progress.question_count}` : ""}
        </p>
      </PageHero>
      <div className="container-page max-w-4xl space-y-8 py-10">
        <article className="card prose-content" dangerouslySetInnerHTML={{ __html: lesson.content }} />
        {signedIn && !progress?.read_at ? (
          <Form method="post">
            <button type="submit" name="intent" value="read" className="btn btn-secondary">
              Okudum olarak işaretle
            </button>
          </Form>
        ) : null}
        {questions.length ? (
          <LessonQuiz
            questions={questions}
            signedIn={signedIn}
            result={actionData && "result" in actionData ? actionData.result : undefined}
            saved={actionData && "saved" in actionData ? actionData.saved : undefined}
            error={actionData && "error" in actionData ? actionData.error : undefined}
            chosen={actionData && "chosen" in actionData ? actionData.chosen : undefined}
          />
        ) : null}
        <nav aria-label="Dersler arasında gezinme" className="flex flex-wrap justify-between gap-4">
          {previous ? (
            <Link to={`${courseUrl}/${previous.slug}`} rel="prev" className="btn btn-secondary">
              <OutlineIcon name="ArrowLeftIcon" className="h-4 w-4" />
              Önceki ders: {previous.title}
            </Link>
          ) : (
            <Link to={courseUrl} className="btn btn-secondary">
              <OutlineIcon name="ArrowLeftIcon" className="h-4 w-4" />
              Kursa dön
            </Link>
          )}
          {next ? (
            <Link to={`${courseUrl}/${next.slug}`} rel="next" className="btn btn-primary">
              Sonraki ders: {next.title}
              <OutlineIcon name="ArrowRightIcon" className="h-4 w-4" />
            </Link>
          ) : (
            <Link to={courseUrl} className="btn btn-primary">
              Kursu bitir
            </Link>
          )}
        </nav>
      </div>
    </main>
  );
}

/** A missing or malformed address keeps the site's header and footer, with its status. */
export const ErrorBoundary = boundaryBackTo("/crypto-education", "Eğitimlere dön");
