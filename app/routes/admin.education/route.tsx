import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { TabbedScreen } from "~/components/admin/tabs";
import { redirectLegacyTab } from "~/server/admin-form.server";
import { requireAdmin } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";
import { listAllLessons, listCourses } from "~/models/education.server";
import { educationTabPath, educationTabs } from "./tabs";

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
  return (
    <TabbedScreen
      title="Eğitim Yönetimi"
      intro={
        <>
          <Link to="/crypto-education" className="text-brand-300 underline hover:text-brand-200">
            Kripto Eğitim
          </Link>{" "}
          sayfasındaki kursları, dersleri ve test sorularını yönetin.
        </>
      }
      tabs={educationTabs}
      counts={{ courses: courses.length, lessons: allLessons.length }}
      label="Eğitim bölümleri"
    />
  );
}
