import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MissionVision, Team, Timeline, Values } from "~/components/about/about-sections";
import { defaultAboutInfo } from "~/lib/site/defaults";
import { pageMeta } from "~/lib/seo/meta";
import { getAboutPage } from "~/models/about.server";
import type { PageCacheHandle } from "~/lib/page-cache/rules";

export const handle: PageCacheHandle = { pageCache: "content" };

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: "Hakkımızda", description: args.data?.info.description || "Ekibimiz, misyonumuz ve değerlerimiz." });

export async function loader() {
  const { info, values, team, milestones } = await getAboutPage();
  return {
    // Fields an admin left blank show the built-in defaults rather than an empty block.
    info: {
      title: info.title || defaultAboutInfo.title,
      subtitle: info.subtitle || null,
      description: info.description || defaultAboutInfo.description,
      mission: info.mission || defaultAboutInfo.mission,
      vision: info.vision?.trim() || null,
      values_image: info.values_image,
    },
    values,
    team,
    milestones,
  };
}

export default function AboutPage() {
  const { info, values, team, milestones } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1">
      <section className="border-b border-white/10 bg-gradient-to-b from-brand-900/40 to-slate-950 py-20">
        <div className="container-page text-center">
          <h1 className="text-4xl font-bold text-white sm:text-5xl">{info.title}</h1>
          {info.subtitle ? <p className="mt-3 text-xl text-brand-200">{info.subtitle}</p> : null}
          <p className="mx-auto mt-6 max-w-3xl text-lg text-slate-300">{info.description}</p>
        </div>
      </section>
      <MissionVision mission={info.mission} vision={info.vision} />
      {/* A list holding only sample rows comes empty and stays hidden until an admin fills it. */}
      {values.length ? <Values values={values} image={info.values_image} /> : null}
      {milestones.length ? <Timeline milestones={milestones} /> : null}
      {team.length ? <Team members={team} /> : null}
      <section className="container-page pb-4 text-center">
        <p className="text-lg text-slate-300">Bizimle çalışmak ya da sorularınızı iletmek ister misiniz?</p>
        <Link to="/contact" className="btn btn-primary mt-4">
          Bize Ulaşın
        </Link>
      </section>
    </main>
  );
}
