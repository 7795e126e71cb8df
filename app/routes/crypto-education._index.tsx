import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CourseGrid } from "~/components/learning/course-grid";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo/meta";
import { listCourses } from "~/models/education.server";
import type { PageCacheHandle } from "~/lib/page-cache/rules";

export const handle: PageCacheHandle = { pageCache: "content" };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Kripto Eğitim",
    description: "Başlangıç, orta ve ileri seviye kripto para dersleri; her dersin sonunda kısa bir test.",
  });

export async function loader() {
  return { courses: await listCourses() };
}

export default function CryptoEducationPage() {
  const { courses } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1">
      <PageHero
        trail={[{ to: "/education", label: "Eğitim" }]}
        title="Kripto Eğitim"
        lead="Blokzincirin temellerinden ileri piyasa okumaya, sırayla ilerleyen dersler. Her dersin sonunda kısa bir test var."
      >
        <p className="mt-4 text-sm text-slate-400">
          İlerlemenizin kaydedilmesi için{" "}
          <Link to="/login?redirectTo=/crypto-education" className="text-brand-300 underline hover:text-brand-200">
            giriş yapın
          </Link>
          ; giriş yapmadan da dersleri okuyup testleri çözebilirsiniz.
        </p>
      </PageHero>
      <div className="container-page py-10">
        <CourseGrid courses={courses} />
      </div>
    </main>
  );
}
