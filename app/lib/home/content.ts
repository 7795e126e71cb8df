/**
 * Reads a home section's stored JSON into the shape its renderer needs, with
 * the built-in defaults. Stored content comes from admins and older versions, so
 * every field is checked and the older alternative names are accepted
 * (name/title, link/href, desc/description, label/name).
 */
import { outlineIconName, type OutlineIconName } from "~/lib/icon-names";
import { featuredTools, tools } from "../tools/catalogue";
import { defaultHomeSections } from "../site/defaults";
import { isSectionType, type HomeSection } from "./sections";
import { safeHref } from "../site/links";
import { liveStatItems, liveStatKeysOf, type SiteCounts } from "./live-stats";
import type { HomeMarketView } from "./market-view";

type Content = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");
const first = (...values: unknown[]) => values.map(text).find(Boolean) ?? "";
const records = (value: unknown): Content[] =>
  Array.isArray(value) ? value.filter((item): item is Content => !!item && typeof item === "object" && !Array.isArray(item)) : [];

function defaultContent(type: string): Content {
  return (defaultHomeSections.find((section) => section.type === type)?.content ?? {}) as Content;
}

export interface HeroContent {
  title: string;
  description: string;
  buttonText: string;
  buttonLink: string;
  backgroundImage?: string;
}

export function heroContent(content: Content, section: { title: string; subtitle: string | null }): HeroContent {
  const fallback = defaultContent("hero");
  const image = safeHref(content.backgroundImage);
  return {
    title: first(content.title, section.title, fallback.title),
    description: first(content.description, content.subtitle, section.subtitle, fallback.description),
    buttonText: first(content.buttonText, fallback.buttonText),
    buttonLink: safeHref(content.buttonLink) ?? "/services",
    backgroundImage: image,
  };
}

export interface FeatureItem {
  key: string;
  title: string;
  description: string;
  link?: string;
  /** Checked when the section is read, on the server. */
  icon: OutlineIconName;
  color: string;
}

export function featureItems(content: Content): FeatureItem[] {
  const stored = records(content.items);
  const source: Content[] = stored.length ? stored : featuredTools.map((tool) => ({ ...tool, link: tool.path }));
  return source
    .map((item, index) => ({
      key: `${text(item.id) || index}`,
      title: first(item.title, item.name),
      description: text(item.description),
      link: safeHref(item.link) ?? safeHref(item.href),
      icon: outlineIconName(text(item.icon)) ?? "SparklesIcon",
      color: text(item.color) || "from-brand-500 to-violet-500",
    }))
    .filter((item) => item.title);
}

export interface StatItem {
  label: string;
  value: string;
}

/**
 * The live counts the section names (all defaults when it names none), then the
 * items an admin typed. Without counts (nothing read yet) only the typed ones.
 */
export function statItems(content: Content, counts: SiteCounts | null): StatItem[] {
  const live = counts ? liveStatItems(liveStatKeysOf(content), counts).map(({ label, value }) => ({ label, value })) : [];
  const typed = records(content.stats).length ? records(content.stats) : records(content.items);
  return [
    ...live,
    ...typed.map((item) => ({ label: first(item.name, item.label), value: text(item.value) })).filter((item) => item.label && item.value),
  ];
}

export interface BenefitItem {
  key: string;
  title: string;
  description: string;
  icon: OutlineIconName;
}

export function benefitItems(content: Content): BenefitItem[] {
  const stored = records(content.benefits).length ? records(content.benefits) : records(content.items);
  const source = stored.length ? stored : records(defaultContent("benefits").benefits);
  return source
    .map((item, index) => ({
      key: `${text(item.id) || index}`,
      title: first(item.title, item.name),
      description: text(item.description),
      icon: outlineIconName(text(item.icon)) ?? "SparklesIcon",
    }))
    .filter((item) => item.title);
}

export const NO_PRICE = "Fiyat belirtilmemiş";

export interface ServiceItem {
  key: string;
  title: string;
  description: string;
  image?: string;
  link?: string;
  price: string;
}

export function serviceItems(content: Content): ServiceItem[] {
  const stored = records(content.items);
  const source: Content[] = stored.length ? stored : tools.slice(0, 6).map((tool) => ({ ...tool, link: tool.path }));
  return source
    .map((item, index) => ({
      key: `${text(item.id) || index}`,
      title: first(item.title, item.name),
      description: first(item.description, item.desc),
      image: safeHref(item.image),
      link: safeHref(item.link) ?? safeHref(item.href),
      price: text(item.price) || NO_PRICE,
    }))
    .filter((item) => item.title);
}

export interface CtaContent {
  title: string;
  description: string;
  buttonText: string;
  buttonLink: string;
  backgroundColor?: string;
}

export function ctaContent(content: Content, section: { title: string; subtitle: string | null }): CtaContent {
  const color = text(content.backgroundColor);
  return {
    title: first(content.title, section.title, "Kripto yolculuğunuza bugün başlayın"),
    description: first(content.description, section.subtitle),
    buttonText: first(content.buttonText, "Hemen Başla"),
    buttonLink: safeHref(content.buttonLink) ?? "/ai-chat",
    // Only a plain colour value reaches the SVG fill it is drawn with.
    backgroundColor: /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\))$/i.test(color) ? color : undefined,
  };
}

export interface TestimonialItem {
  key: string;
  name: string;
  comment: string;
  rating: number;
  avatar?: string;
}

export function testimonialItems(content: Content): TestimonialItem[] {
  const stored = records(content.items).length ? records(content.items) : records(content.testimonials);
  return stored
    .map((item, index) => {
      const rating = Number(item.rating);
      return {
        key: `${text(item.id) || index}`,
        name: text(item.name),
        comment: first(item.comment, item.text),
        rating: Number.isFinite(rating) ? Math.min(5, Math.max(0, Math.round(rating))) : 5,
        avatar: safeHref(item.avatar),
      };
    })
    .filter((item) => item.name && item.comment);
}

export { formatStatValue, parseStatValue } from "./stat-value";

/** What each section type draws, read from its stored content. */
export interface SectionViews {
  hero: HeroContent;
  features: FeatureItem[];
  stats: StatItem[];
  benefits: BenefitItem[];
  services: ServiceItem[];
  cta: CtaContent;
  testimonials: TestimonialItem[];
  /** Null when the market could not be read for this view. */
  market: HomeMarketView | null;
}

export type SectionView = {
  [Type in keyof SectionViews]: Pick<HomeSection, "id" | "title" | "subtitle"> & { type: Type; view: SectionViews[Type] };
}[keyof SectionViews];

/** What the site computed for this page view: the stats band's counts. */
export interface HomeFacts {
  counts: SiteCounts | null;
  /** The market section's figures, read only when the page has one. */
  market: HomeMarketView | null;
}

const readers: { [Type in keyof SectionViews]: (section: HomeSection, facts: HomeFacts) => SectionViews[Type] } = {
  hero: (section) => heroContent(section.content, section),
  features: (section) => featureItems(section.content),
  stats: (section, facts) => statItems(section.content, facts.counts),
  benefits: (section) => benefitItems(section.content),
  services: (section) => serviceItems(section.content),
  cta: (section) => ctaContent(section.content, section),
  testimonials: (section) => testimonialItems(section.content),
  market: (_section, facts) => facts.market,
};

/**
 * A section ready to draw, or null for a type this version does not know. The
 * home page reads its sections this way on the server, so the reading rules and
 * the built-in defaults (the tool catalogue among them) stay out of its JavaScript.
 */
export function sectionView(section: HomeSection, facts: HomeFacts): SectionView | null {
  const { id, type, title, subtitle } = section;
  if (!isSectionType(type)) return null;
  // Only what the page draws goes to it (and into its data for the browser).
  return { id, type, title, subtitle, view: readers[type](section, facts) } as SectionView;
}

/** The lists the built-in home page shows while no section is enabled. */
export function fallbackHomeView(facts: HomeFacts) {
  return { features: featureItems({}), stats: statItems({}, facts.counts), benefits: benefitItems({}) };
}

export type FallbackHomeView = ReturnType<typeof fallbackHomeView>;
