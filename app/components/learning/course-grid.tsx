import { Link } from "@remix-run/react";
import { courseLevels } from "~/lib/education/levels";

export interface CourseCard {
  id: number;
  slug: string;
  title: string;
  level: string;
  summary: string;
  lesson_count: number;
}

/** Courses under their level headings, beginner first. */
export function CourseGrid({ courses }: { courses: CourseCard[] }) {
  if (courses.length === 0) return <p className="card p-8 text-center text-slate-300">Henüz yayımlanmış kurs yok.</p>;
  return (
    <div className="space-y-10">
      {courseLevels.map((level) => {
        const inLevel = courses.filter((course) => course.level === level.value);
        if (inLevel.length === 0) return null;
        return (
          <section key={level.value} aria-labelledby={`level-${level.value}`}>
            <h2 id={`level-${level.value}`} className="text-2xl font-semibold text-white">
              {level.label} seviyesi
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {inLevel.map((course) => (
                <li key={course.id} className="card flex flex-col">
                  <span className="w-fit rounded-full bg-brand-500/15 px-3 py-0.5 text-xs font-medium text-brand-200">{level.label}</span>
                  <h3 className="mt-3 text-lg font-semibold text-white">
                    <Link to={`/crypto-education/${course.slug}`} className="hover:text-brand-200">
                      {course.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-sm text-slate-300">{course.summary}</p>
                  <p className="mt-3 text-xs text-slate-400">{course.lesson_count} ders</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
