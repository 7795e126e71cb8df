import { db } from "~/server/db.server";
import { perContentVersion } from "~/models/content-memo.server";
import type { FooterData, FooterLink } from "~/lib/site/footer";
import { footerHeaderSchema, footerLinkSchema, footerSocialSchema } from "~/lib/site/content-schemas";
import { listActivity, orderedList } from "./ordered-list.server";
import { singleRecord } from "./single-record.server";
import { defaultFooterHeaders, defaultFooterInfo, defaultFooterLinks, defaultFooterSocial } from "~/lib/site/defaults";
import { safeHref } from "~/lib/site/links";
import { markSample, sampleIds } from "./sample-content.server";

/** The footer's three ordered lists, by the name the API and the admin screen use. */
export type FooterListKind = "links" | "social" | "headers";

/** One name per change, whichever door (admin screen or `/api`) it came through. */
export const FOOTER_ACTIVITY = {
  infoUpdate: "footer.info.update",
  itemCreate: (kind: FooterListKind) => `footer.${kind}.create`,
  itemUpdate: (kind: FooterListKind) => `footer.${kind}.update`,
  itemDelete: (kind: FooterListKind) => `footer.${kind}.delete`,
} as const;

/**
 * Everything the footer shows, read once per content version (every page shows it).
 * Parts an admin has emptied fall back to the built-in defaults, so the footer never
 * renders blank.
 */
export function getFooterData(): Promise<FooterData> {
  return perContentVersion("footer", loadFooterData);
}

async function loadFooterData(): Promise<FooterData> {
  const [{ id: _id, ...stored }, links, social, headers, sample] = await Promise.all([
    getFooterInfo(),
    footerLists.links.list(),
    footerLists.social.list(),
    footerLists.headers.list(),
    sampleIds("footer_info"),
  ]);
  // The seeded address, phone and e-mail are invented: they show once an admin has saved real ones.
  const info = sample.has(1) || !(await footerInfoSaved()) ? { ...stored, address: "", phone: "", email: "" } : stored;

  const allLinks: FooterLink[] = links.length ? links : defaultFooterLinks.map((link, index) => ({ ...link, id: -(index + 1) }));
  const columns = [1, 2, 3].map((column) => ({
    column,
    title: headers.find((h) => h.column_number === column)?.title ?? defaultFooterHeaders.find((h) => h.column_number === column)!.title,
    // Rows saved before the URL check tightened are checked again, never trusted.
    links: allLinks.flatMap((link) => {
      const url = link.column_number === column ? safeHref(link.url) : undefined;
      return url ? [{ ...link, url }] : [];
    }),
  }));

  return {
    info,
    columns,
    social: social.length ? social : defaultFooterSocial.map((item, index) => ({ ...item, id: -(index + 1) })),
  };
}

/**
 * Seeds whichever part of the footer is missing with the built-in defaults, as the
 * admin screen's first load does, so the admin edits real rows.
 */
export async function ensureFooterDefaults() {
  await db()
    .transaction()
    .execute(async (trx) => {
      const inserted = await trx
        .insertInto("footer_info")
        .values({ id: 1, ...defaultFooterInfo })
        .onConflict((oc) => oc.doNothing())
        .returning("id")
        .executeTakeFirst();
      if (inserted) await markSample(trx, "footer_info", [inserted.id]);
      const empty = async (table: "footer_links" | "footer_social_links" | "footer_column_headers") =>
        !(await trx.selectFrom(table).select("id").limit(1).executeTakeFirst());
      if (await empty("footer_links")) await trx.insertInto("footer_links").values(defaultFooterLinks).execute();
      if (await empty("footer_social_links")) await trx.insertInto("footer_social_links").values(defaultFooterSocial).execute();
      if (await empty("footer_column_headers")) {
        await trx.insertInto("footer_column_headers").values(defaultFooterHeaders).execute();
      }
    });
}

async function footerInfoSaved() {
  return !!(await db().selectFrom("footer_info").select("id").where("id", "=", 1).executeTakeFirst());
}

const footerInfo = singleRecord({
  table: "footer_info",
  defaults: defaultFooterInfo,
  activity: { action: FOOTER_ACTIVITY.infoUpdate, title: "Footer şirket bilgileri güncellendi" },
});

/** The footer's company block, the built-in one until an admin saves it. */
export const getFooterInfo = footerInfo.get;

/** Saves the footer's company block; records `footer.info.update`. */
export const saveFooterInfo = footerInfo.save;

export const footerLists = {
  links: orderedList({
    table: "footer_links",
    schema: footerLinkSchema,
    label: "Footer linki",
    activity: listActivity(FOOTER_ACTIVITY, "links"),
    notFound: "Footer linki bulunamadı.",
    groupBy: ["column_number"],
  }),
  social: orderedList({
    table: "footer_social_links",
    schema: footerSocialSchema,
    label: "Sosyal medya linki",
    activity: listActivity(FOOTER_ACTIVITY, "social"),
    notFound: "Sosyal medya linki bulunamadı.",
  }),
  headers: orderedList({
    table: "footer_column_headers",
    schema: footerHeaderSchema,
    label: "Sütun başlığı",
    activity: listActivity(FOOTER_ACTIVITY, "headers"),
    notFound: "Sütun başlığı bulunamadı.",
    groupBy: ["column_number"],
  }),
} satisfies Record<FooterListKind, unknown>;

export function isFooterListKind(name: string | undefined): name is FooterListKind {
  return name !== undefined && Object.hasOwn(footerLists, name);
}
