import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLocation, useRouteLoaderData } from "@remix-run/react";
import { currentTab, TabNav } from "~/components/admin/tabs";
import { redirectLegacyTab } from "~/server/admin-form.server";
import { requireAdmin } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";
import { listAllLessons, listCourses } from "~/models/education.server";
import { educationTabPath, educationTabs, type EducationTab } from "./tabs";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Eğitim Yönetimi", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  redirectLegacyTab(request, educationTabPath);
  const [courses, allLessons] = await Promise.all([listCourses(), listAllLessons()]);
  return { courses, allLessons };
}

/** The screen's courses and lessons, for its tab pages. */
export function useEducationData() {
  const data = useRouteLoaderData<typeof loader>("routes/admin.education");
  if (!data) throw new Error("The education tabs render inside /admin/education.");
  return data;
}

export default function AdminEducationLayout() {
  const { courses, allLessons } = useEducationData();
  const { pathname } = useLocation();
  const counts: Record<EducationTab, number | undefined> = { courses: courses.length, lessons: allLessons.length, questions: undefined };
  const tabs = educationTabs.map((tab) => ({ ...tab, href: educationTabPath[tab.id], count: counts[tab.id] }));
  return (
    <div>
      <h1 className="text-2xl font-bold text-white">Eğitim Yönetimi</h1>
      <p className="mt-1 text-sm text-slate-400">
        <Link to="/crypto-education" className="text-brand-300 underline hover:text-brand-200">
          Kripto Eğitim
        </Link>{" "}
        sayfasındaki kursları, dersleri ve test sorularını yönetin.
      </p>
      <TabNav tabs={tabs} current={currentTab(tabs, pathname)} label="Eğitim bölümleri" />
      <Outlet />
    </div>
  );
}
