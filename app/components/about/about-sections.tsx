import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import { aboutValueIcon } from "~/lib/about/icons";

export function MissionVision({ mission, vision }: { mission: string; vision: string | null }) {
  return (
    <section aria-label="Misyon ve vizyon" className="container-page py-14">
      <div className={`grid gap-6 ${vision ? "md:grid-cols-2" : ""}`}>
        <Statement icon="FlagIcon" iconClassName="text-brand-300" title="Misyonumuz" text={mission} />
        {vision ? <Statement icon="EyeIcon" iconClassName="text-violet-300" title="Vizyonumuz" text={vision} /> : null}
      </div>
    </section>
  );
}

function Statement({
  icon,
  iconClassName,
  title,
  text,
}: {
  icon: "FlagIcon" | "EyeIcon";
  iconClassName: string;
  title: string;
  text: string;
}) {
  return (
    <div className="card">
      <Icon name={icon} className={`h-8 w-8 ${iconClassName}`} />
      <h2 className="mt-4 text-2xl font-bold text-white">{title}</h2>
      <p className="mt-3 whitespace-pre-line text-slate-300">{text}</p>
    </div>
  );
}

export function Values({
  values,
  image,
}: {
  values: { id: number; name: string; description: string; icon_name: string }[];
  image: string;
}) {
  return (
    <section aria-labelledby="values-heading" className="border-y border-white/10 bg-slate-900/40 py-16">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="values-heading" className="text-3xl font-bold text-white">
            Değerlerimiz
          </h2>
          <ul className="mt-8 space-y-6">
            {values.map((value) => (
              <li key={value.id} className="flex gap-4">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-500/15 text-brand-300">
                  <Icon name={aboutValueIcon(value.icon_name)} />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-white">{value.name}</h3>
                  <p className="mt-1 text-slate-400">{value.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <img
          src={image}
          alt="Değerlerimizi anlatan görsel"
          className="w-full rounded-2xl border border-slate-800 object-cover"
          loading="lazy"
        />
      </div>
    </section>
  );
}

export function Timeline({ milestones }: { milestones: { id: number; year: string; title: string; description: string }[] }) {
  return (
    <CenteredSection id="timeline-heading" title="Yolculuğumuz">
      <ol className="relative mx-auto mt-10 max-w-3xl border-l border-brand-500/40 pl-8">
        {milestones.map((milestone) => (
          <li key={milestone.id} className="relative mb-10 last:mb-0">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[2.4rem] h-4 w-4 rounded-full border-2 border-brand-400 bg-slate-950"
            />
            <p className="text-sm font-semibold text-brand-300">{milestone.year}</p>
            <h3 className="mt-1 text-xl font-semibold text-white">{milestone.title}</h3>
            <p className="mt-2 text-slate-400">{milestone.description}</p>
          </li>
        ))}
      </ol>
    </CenteredSection>
  );
}

export function Team({ members }: { members: { id: number; name: string; role: string; bio: string; image: string | null }[] }) {
  return (
    <CenteredSection id="team-heading" title="Ekibimiz">
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <li key={member.id} className="card text-center">
            {member.image ? (
              <img src={member.image} alt="" className="mx-auto h-24 w-24 rounded-full object-cover" loading="lazy" />
            ) : (
              <span
                aria-hidden="true"
                className="mx-auto flex h-24 w-24 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-violet-600 text-2xl font-bold text-white"
              >
                {initials(member.name)}
              </span>
            )}
            <h3 className="mt-4 text-lg font-semibold text-white">{member.name}</h3>
            <p className="text-sm text-brand-300">{member.role}</p>
            <p className="mt-3 text-sm text-slate-400">{member.bio}</p>
          </li>
        ))}
      </ul>
    </CenteredSection>
  );
}

/** A section of the about page under a centred heading. */
function CenteredSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="container-page py-16">
      <h2 id={id} className="text-center text-3xl font-bold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase("tr"))
    .join("");
}
