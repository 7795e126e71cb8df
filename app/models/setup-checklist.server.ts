import { setupItems, type SetupFacts } from "~/lib/admin/setup-checklist";
import { googleServicesInUse } from "~/lib/site/csp-sources";
import { db } from "~/server/db.server";
import { env } from "~/server/env.server";
import { getAdminAiSettings } from "./ai.server";
import { sampleCounts, sampleEntityLabels } from "./sample-content.server";
import { demoCredentialsActive } from "./users.server";

/** The seeded demo accounts besides the admin (db/seed.ts), by username. */
const DEMO_USERS = ["ahmet", "ayse"];

async function silentSources(): Promise<SetupFacts["silentSources"]> {
  // A source has answered once it has a last good answer in the source core's table.
  const answered = (name: string) =>
    db().selectFrom("source_snapshots").select("name").where("name", "=", name).where("fetched_at", "is not", null).executeTakeFirst();
  const [market, news, fearGreed] = await Promise.all([
    answered("market:ticker"),
    db().selectFrom("news_sources").select("name").where("enabled", "=", 1).where("last_success_at", "is", null).execute(),
    answered("fear-greed"),
  ]);
  const silent: SetupFacts["silentSources"] = [];
  if (!market) silent.push({ label: "Piyasa verisi (borsa)", href: "/crypto-analysis" });
  // The outside index is optional: silent only when an address is set.
  if (env().FEAR_GREED_URL && !fearGreed) silent.push({ label: "Korku ve açgözlülük endeksi", href: "/market-sentiment" });
  for (const source of news) silent.push({ label: `Haber kaynağı: ${source.name}`, href: "/admin/news-sources" });
  return silent;
}

const GOOGLE_SERVICE_NAMES = { analytics: "Google Analytics", tagManager: "Google Tag Manager", ads: "Google AdSense" } as const;

/** The Google services that set cookies, and what visitors lack to read about them. */
async function analyticsConsent(sampleEntities: string[]): Promise<Pick<SetupFacts, "analyticsServices" | "consentTextGap">> {
  const [google, privacyLink] = await Promise.all([
    db().selectFrom("google_services").selectAll().where("id", "=", 1).executeTakeFirst(),
    db().selectFrom("footer_links").select("id").where("url", "in", ["/privacy", "/privacy#cerezler"]).executeTakeFirst(),
  ]);
  const inUse = google ? googleServicesInUse(google) : { analytics: false, tagManager: false, ads: false };
  const analyticsServices = (Object.keys(GOOGLE_SERVICE_NAMES) as (keyof typeof GOOGLE_SERVICE_NAMES)[])
    .filter((service) => inUse[service])
    .map((service) => GOOGLE_SERVICE_NAMES[service]);
  const consentTextGap = !privacyLink ? "privacy-link" : sampleEntities.includes("contact_info") ? "sample-contact" : null;
  return { analyticsServices, consentTextGap };
}

/** What the checklist reads, gathered from the database, the settings and the environment. */
export async function setupFacts(): Promise<SetupFacts> {
  const [sample, demoPasswordActive, demoUsers, ai, sources, lastBackup] = await Promise.all([
    sampleCounts(),
    demoCredentialsActive(),
    db().selectFrom("users").select("username").where("username", "in", DEMO_USERS).where("status", "=", "active").execute(),
    getAdminAiSettings(),
    silentSources(),
    db().selectFrom("backups").select("finished_at").where("result", "=", "ok").orderBy("finished_at", "desc").limit(1).executeTakeFirst(),
  ]);
  const consent = await analyticsConsent(sample.map(({ entity }) => entity));
  return {
    sample: sample.map(({ entity, count }) => ({ ...sampleEntityLabels[entity], count })),
    demoPasswordActive,
    demoUsersActive: demoUsers.map((user) => user.username),
    aiConfigured: ai.configured,
    mailConfigured: Boolean(env().SMTP_URL),
    silentSources: sources,
    lastBackupAt: lastBackup?.finished_at ?? null,
    backupIntervalHours: env().BACKUP_INTERVAL_HOURS,
    ...consent,
  };
}

/** The checklist's open items, most urgent first. */
export async function setupChecklist() {
  return setupItems(await setupFacts());
}
