import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/layout/page-hero";
import { getUser } from "~/server/auth.server";
import { levelLabel } from "~/lib/education/levels";
import { pageMeta } from "~/lib/seo/meta";
import { getCourseBySlug, progressFor } from "~/models/education.server";
import { boundaryBackTo } from "~/components/error-boundary";
import { invariantResponse } from "~/lib/invariant";
import { Section } from "~/components/ui/section";
import { SolidIcon } from "~/components/icon-file";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data?.course.title, description: args.data?.course.summary });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = await getCourseBySlug(params.course ?? "");
  invariantResponse(found, "Bu adreste bir kurs yok; tüm kurslar eğitim sayfasında.");
  const user = await getUser(request);
  const progress = user
    ? await progressFor(
        user.id,
        found.lessons.map((lesson) => lesson.id),
      )
    : null;
  return { ...found, progress };
}

export default function CoursePage() {
  const { course, lessons, progress } = useLoaderData<typeof loader>();
  const readCount = progress ? lessons.filter((lesson) => progress[lesson.id]?.read_at).length : 0;
  return (
    <main className="flex-1">
      <PageHero
        trail={[
          { to: "/education", label: "Eğitim" },
          { to: "/crypto-education", label: "Kripto Eğitim" },
        ]}
        title={course.title}
        lead={course.summary}
      >
        <p className="mt-4 inline-block rounded-full bg-brand-500/15 px-3 py-1 text-sm text-brand-200">
          {levelLabel(course.level)} seviyesi
        </p>
      </PageHero>
      <div className="container-page py-10">
        {progress ? (
          <Section id="progress-title" title="İlerlemeniz" className="card mb-6" heading="lg">
            <p className="mt-2 text-slate-300">
              {lessons.length} dersin {readCount} tanesini okudunuz.
            </p>
            <progress value={readCount} max={Math.max(lessons.length, 1)} className="mt-3 w-full" aria-label="Okunan ders oranı" />
          </Section>
        ) : (
          <p className="mb-6 text-sm text-slate-400">
            İlerlemenizi kaydetmek için{" "}
            <Link to={`/login?redirectTo=/crypto-education/${course.slug}`} className="text-brand-300 underline hover:text-brand-200">
              giriş yapın
            </Link>
            .
          </p>
        )}
        {lessons.length === 0 ? (
          <p className="card p-8 text-center text-slate-300">Bu kursa henüz ders eklenmemiş.</p>
        ) : (
          <ol className="space-y-3">
            {lessons.map((lesson, index) => {
              const mine = progress?.[lesson.id];
              return (
                <li key={lesson.id} className="card flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <p className="text-xs text-slate-400">Ders {index + 1}</p>
                    <h2 className="text-lg font-semibold text-white">
                      <Link to={`/crypto-education/${course.slug}/${lesson.slug}`} className="hover:text-brand-200">
                        {lesson.title}
                      </Link>
                    </h2>
                    <p className="text-sm text-slate-300">{lesson.summary}</p>
                  </div>
                  {mine ? (
                    <p className="flex shrink-0 flex-col items-start gap-1 text-sm sm:items-end">
                      {mine.read_at ? (
                        <span className="inline-flex items-center gap-1 text-emerald-300">
                          <SolidIcon name="CheckCircleIcon" className="h-4 w-4" />
                          Okundu
                        </span>
                      ) : null}
                      {mine.best_score !== null ? (
                        <span className="text-slate-300">
                          En iyi test puanı: {mine.best_score}/{mine.question_count}
                        </span>
                      ) : null}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </main>
  );
}

/** A missing or malformed address keeps the site's header and footer, with its status. */
export const ErrorBoundary = boundaryBackTo("/crypto-education", "Eğitimlere dön");
