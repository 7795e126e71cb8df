import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { OutlineIcon, SolidIcon } from "~/components/icon-file";
import type { BenefitItem, FeatureItem, SectionView, SectionViews, StatItem } from "~/lib/home/content";
import { MarketSection } from "./market-section";
import { SmartLink } from "./smart-link";
import { StatCounter } from "./stat-counter";

type SectionProps<Type extends keyof SectionViews> = { section: Extract<SectionView, { type: Type }> };

/** A home page block: a centred heading, an optional line under it, then the block's content. */
export function HomeBlock({ id, title, subtitle, children }: { id: string; title: string; subtitle?: string | null; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="container-page py-16">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h2 id={id} className="text-3xl font-bold text-white sm:text-4xl">
          {title}
        </h2>
        {subtitle ? <p className="mt-3 text-lg text-slate-400">{subtitle}</p> : null}
      </div>
      {children}
    </section>
  );
}

export function HeroBlock({
  title,
  description,
  headingId,
  backgroundImage,
  children,
}: {
  title: string;
  description: string;
  headingId: string;
  backgroundImage?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden border-b border-white/10 bg-gradient-to-br from-brand-900/60 via-slate-950 to-violet-950/60 py-20 sm:py-28"
    >
      {/* The admin's image under a dark veil, as elements rather than an inline style the page's policy would refuse. */}
      {backgroundImage ? (
        <>
          <img src={backgroundImage} alt="" aria-hidden="true" className="absolute inset-0 -z-10 h-full w-full object-cover" />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-slate-950/80" />
        </>
      ) : null}
      <div className="container-page text-center">
        <h1 id={headingId} className="mx-auto max-w-4xl text-4xl font-extrabold tracking-tight text-white sm:text-6xl">
          {title}
        </h1>
        {description ? <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300 sm:text-xl">{description}</p> : null}
        <div className="mt-10 flex flex-wrap justify-center gap-4">{children}</div>
      </div>
    </section>
  );
}

function HeroSection({ section }: SectionProps<"hero">) {
  const hero = section.view;
  return (
    <HeroBlock title={hero.title} description={hero.description} headingId={`section-${section.id}`} backgroundImage={hero.backgroundImage}>
      <SmartLink href={hero.buttonLink} className="btn btn-primary px-6 py-3 text-base">
        {hero.buttonText}
        <SolidIcon name="ArrowRightIcon" className="h-4 w-4" />
      </SmartLink>
    </HeroBlock>
  );
}

export function FeatureGrid({ items }: { items: FeatureItem[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {items.map((item) => {
        const body = (
          <>
            <span className={`flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br text-white ${item.color}`}>
              <OutlineIcon name={item.icon} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-white">{item.title}</h3>
            {item.description ? <p className="mt-2 text-sm text-slate-400">{item.description}</p> : null}
          </>
        );
        const className = "card block h-full transition hover:-translate-y-0.5 hover:border-brand-500/50";
        return (
          <li key={item.key}>
            {item.link ? (
              <SmartLink href={item.link} className={className}>
                {body}
              </SmartLink>
            ) : (
              <div className={className}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function FeaturesSection({ section }: SectionProps<"features">) {
  const id = `section-${section.id}`;
  return (
    <HomeBlock id={id} title={section.title} subtitle={section.subtitle}>
      <FeatureGrid items={section.view} />
      <ToolsLink />
    </HomeBlock>
  );
}

export function StatsBand({ items, headingId, title }: { items: StatItem[]; headingId: string; title: string }) {
  // With no figure the site can back (a fresh install), the band is left out rather than padded.
  if (!items.length) return null;
  return (
    <section aria-labelledby={headingId} className="border-y border-white/10 bg-slate-900/60 py-14">
      <div className="container-page">
        <h2 id={headingId} className="mb-8 text-center text-2xl font-bold text-white">
          {title}
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse gap-2">
              <dt className="text-sm text-slate-400">{item.label}</dt>
              <dd className="text-3xl font-extrabold text-brand-300 sm:text-4xl" data-testid="stat-value">
                <StatCounter value={item.value} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function StatsSection({ section }: SectionProps<"stats">) {
  return <StatsBand items={section.view} headingId={`section-${section.id}`} title={section.title} />;
}

export function BenefitList({ items }: { items: BenefitItem[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.key} className="card text-center">
          <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-500/15 text-brand-300">
            <OutlineIcon name={item.icon} className="h-7 w-7" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-white">{item.title}</h3>
          <p className="mt-2 text-sm text-slate-400">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

function BenefitsSection({ section }: SectionProps<"benefits">) {
  const id = `section-${section.id}`;
  return (
    <HomeBlock id={id} title={section.title} subtitle={section.subtitle}>
      <BenefitList items={section.view} />
    </HomeBlock>
  );
}

function ServicesSection({ section }: SectionProps<"services">) {
  const id = `section-${section.id}`;
  return (
    <HomeBlock id={id} title={section.title} subtitle={section.subtitle}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {section.view.map((item) => (
          <li key={item.key} className="card flex flex-col">
            {item.image ? (
              <img src={item.image} alt="" className="h-40 w-full rounded-xl object-cover" loading="lazy" />
            ) : (
              <span
                aria-hidden="true"
                className="flex h-40 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-violet-700 text-5xl font-bold text-white"
              >
                {item.title.charAt(0).toLocaleUpperCase("tr")}
              </span>
            )}
            <h3 className="mt-4 text-lg font-semibold text-white">{item.title}</h3>
            {item.description ? <p className="mt-2 flex-1 text-sm text-slate-400">{item.description}</p> : <div className="flex-1" />}
            <p className="mt-4 font-semibold text-brand-300">{item.price}</p>
            {item.link ? (
              <SmartLink href={item.link} className="btn btn-secondary mt-4">
                Detayları Gör<span className="sr-only">: {item.title}</span>
              </SmartLink>
            ) : null}
          </li>
        ))}
      </ul>
    </HomeBlock>
  );
}

export function CallToAction({
  headingId,
  title,
  description,
  backgroundColor,
  children,
}: {
  headingId: string;
  title: string;
  description?: string;
  backgroundColor?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="container-page py-16">
      <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-r from-brand-600 to-violet-600 px-6 py-14 text-center shadow-xl">
        {/* The admin's colour as an SVG fill, not an inline style the page's policy would refuse. */}
        {backgroundColor ? (
          <svg aria-hidden="true" className="absolute inset-0 -z-10 h-full w-full" preserveAspectRatio="none">
            <rect width="100%" height="100%" fill={backgroundColor} />
          </svg>
        ) : null}
        <h2 id={headingId} className="text-3xl font-bold text-white">
          {title}
        </h2>
        {description ? <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{description}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>
      </div>
    </section>
  );
}

function CtaSection({ section }: SectionProps<"cta">) {
  const cta = section.view;
  return (
    <CallToAction headingId={`section-${section.id}`} title={cta.title} description={cta.description} backgroundColor={cta.backgroundColor}>
      <SmartLink href={cta.buttonLink} className="btn bg-white px-6 py-3 text-base text-brand-700 hover:bg-brand-50">
        {cta.buttonText}
      </SmartLink>
    </CallToAction>
  );
}

function TestimonialsSection({ section }: SectionProps<"testimonials">) {
  const items = section.view;
  if (!items.length) return null;
  const id = `section-${section.id}`;
  return (
    <HomeBlock id={id} title={section.title} subtitle={section.subtitle}>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.key} className="card">
            <figure>
              <p className="flex gap-0.5 text-amber-400" aria-label={`5 üzerinden ${item.rating} puan`}>
                {Array.from({ length: 5 }, (_, index) => (
                  <SolidIcon name="StarIcon" key={index} className={`h-5 w-5 ${index < item.rating ? "" : "text-slate-700"}`} />
                ))}
              </p>
              <blockquote className="mt-4 text-slate-300">“{item.comment}”</blockquote>
              <figcaption className="mt-4 flex items-center gap-3 font-semibold text-white">
                {item.avatar ? (
                  <img src={item.avatar} alt="" className="h-10 w-10 rounded-full object-cover" loading="lazy" />
                ) : (
                  <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-white">
                    {item.name.charAt(0).toLocaleUpperCase("tr")}
                  </span>
                )}
                {item.name}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeBlock>
  );
}

const renderers: { [Type in keyof SectionViews]: (props: SectionProps<Type>) => JSX.Element | null } = {
  hero: HeroSection,
  market: ({ section }) => (
    <MarketSection id={`section-${section.id}`} title={section.title} subtitle={section.subtitle} view={section.view} />
  ),
  features: FeaturesSection,
  stats: StatsSection,
  benefits: BenefitsSection,
  services: ServicesSection,
  cta: CtaSection,
  testimonials: TestimonialsSection,
};

/** One home section, read on the server (`sectionView`). */
export function HomeSectionView({ section }: { section: SectionView }) {
  const Renderer = renderers[section.type] as (props: { section: SectionView }) => JSX.Element | null;
  return <Renderer section={section} />;
}

export function ToolsLink() {
  return (
    <div className="mt-10 text-center">
      <Link to="/services" className="btn btn-secondary">
        Tüm Hizmetleri Görüntüle
        <SolidIcon name="ArrowRightIcon" className="h-4 w-4" />
      </Link>
    </div>
  );
}
