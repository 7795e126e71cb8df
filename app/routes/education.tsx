import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CourseGrid } from "~/components/learning/course-grid";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo/meta";
import { listCourses } from "~/models/education.server";
import type { PageCacheHandle } from "~/lib/page-cache/rules";
import { OutlineIcon } from "~/components/icon-file";

export const handle: PageCacheHandle = { pageCache: "content" };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Eğitim",
    description: "Kripto paralara sıfırdan başlayanlar için öğrenme yolu: dersler, sözlük ve bilgi yarışması.",
  });

export async function loader() {
  return { courses: await listCourses() };
}

const paths = [
  {
    to: "/crypto-education",
    title: "Kripto Eğitim",
    text: "Seviyelere ayrılmış dersler ve her dersin sonunda kısa test.",
    icon: "AcademicCapIcon",
  },
  { to: "/crypto-dictionary", title: "Kripto Sözlük", text: "Karşınıza çıkan terimlerin sade Türkçe açıklamaları.", icon: "BookOpenIcon" },
  { to: "/crypto-games", title: "Kripto Bilgi Yarışması", text: "Öğrendiklerinizi 10 soruluk turlarla sınayın.", icon: "PuzzlePieceIcon" },
] as const;

/** The entry page of the learning side: where to start and what is there. */
export default function EducationPage() {
  const { courses } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1">
      <PageHero
        title="Eğitim"
        trail={[]}
        lead="Kripto paralara sıfırdan başlayanlar için adım adım bir öğrenme yolu. Başlangıç kursuyla başlayın; takıldığınız terimi sözlükte bulun."
      />
      <div className="container-page space-y-12 py-10">
        <ul className="grid gap-4 md:grid-cols-3">
          {paths.map(({ to, title, text, icon }) => (
            <li key={to} className="card">
              <OutlineIcon name={icon} className="h-8 w-8 text-brand-300" />
              <h2 className="mt-3 text-lg font-semibold text-white">
                <Link to={to} className="hover:text-brand-200">
                  {title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-300">{text}</p>
            </li>
          ))}
        </ul>
        <CourseGrid courses={courses} />
      </div>
    </main>
  );
}
