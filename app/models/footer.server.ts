import { db } from "~/server/db.server";
import { perContentVersion } from "~/server/content-memo.server";
import { recordActivity, type ActivityActor } from "./activity.server";
import type { FooterData, FooterLink } from "~/lib/site/footer";

import { defaultFooterHeaders, defaultFooterInfo, defaultFooterLinks, defaultFooterSocial } from "~/lib/site/defaults";
import { safeHref } from "~/lib/site/links";

/**
 * Everything the footer shows, read once per content version (every page shows it).
 * Parts an admin has emptied fall back to the built-in defaults, so the footer never
 * renders blank.
 */
export function getFooterData(): Promise<FooterData> {
  return perContentVersion("footer", loadFooterData);
}

async function loadFooterData(): Promise<FooterData> {
  const [info, links, social, headers] = await Promise.all([
    db().selectFrom("footer_info").selectAll().where("id", "=", 1).executeTakeFirst(),
    db().selectFrom("footer_links").selectAll().orderBy("column_number").orderBy("sort_order").orderBy("id").execute(),
    db().selectFrom("footer_social_links").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db().selectFrom("footer_column_headers").selectAll().orderBy("sort_order").orderBy("id").execute(),
  ]);

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
    info: info
      ? {
          company_name: info.company_name,
          description: info.description,
          newsletter_description: info.newsletter_description,
          address: info.address,
          phone: info.phone,
          email: info.email,
          copyright: info.copyright,
        }
      : { ...defaultFooterInfo },
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
      await trx
        .insertInto("footer_info")
        .values({ id: 1, ...defaultFooterInfo })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const empty = async (table: "footer_links" | "footer_social_links" | "footer_column_headers") =>
        !(await trx.selectFrom(table).select("id").limit(1).executeTakeFirst());
      if (await empty("footer_links")) await trx.insertInto("footer_links").values(defaultFooterLinks).execute();
      if (await empty("footer_social_links")) await trx.insertInto("footer_social_links").values(defaultFooterSocial).execute();
      if (await empty("footer_column_headers")) {
        await trx.insertInto("footer_column_headers").values(defaultFooterHeaders).execute();
      }
    });
}

export type FooterInfo = typeof defaultFooterInfo;

export async function getFooterInfo(): Promise<FooterInfo & { id: number }> {
  const row = await db().selectFrom("footer_info").selectAll().where("id", "=", 1).executeTakeFirst();
  if (!row) return { id: 1, ...defaultFooterInfo };
  const { updated_at: _updatedAt, ...info } = row;
  return info;
}

/** The footer's company block; records `footer.info.update`. */
export async function saveFooterInfo(info: FooterInfo, actor: ActivityActor) {
  const now = new Date().toISOString();
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("footer_info")
        .values({ id: 1, ...info, updated_at: now })
        .onConflict((oc) => oc.column("id").doUpdateSet({ ...info, updated_at: now }))
        .execute();
      await recordActivity(
        { action: FOOTER_ACTIVITY.infoUpdate, title: "Footer şirket bilgileri güncellendi", icon: "FileText", actor },
        trx,
      );
    });
  return getFooterInfo();
}

export async function listFooterLinks() {
  return db().selectFrom("footer_links").selectAll().orderBy("column_number").orderBy("sort_order").orderBy("id").execute();
}

export async function listFooterSocialLinks() {
  return db().selectFrom("footer_social_links").selectAll().orderBy("sort_order").orderBy("id").execute();
}

export async function listFooterHeaders() {
  return db().selectFrom("footer_column_headers").selectAll().orderBy("column_number").orderBy("sort_order").orderBy("id").execute();
}

export interface FooterLinkInput {
  title: string;
  url: string;
  column_number: number;
  sort_order: number;
}
export interface FooterSocialInput {
  platform: string;
  url: string;
  icon: string;
  sort_order: number;
}
export interface FooterHeaderInput {
  column_number: number;
  title: string;
  sort_order: number;
}

/** The footer's three ordered lists, by the name the API and the admin screen use. */
export const footerLists = {
  links: { table: "footer_links", label: "Footer linki", list: listFooterLinks },
  social: { table: "footer_social_links", label: "Sosyal medya linki", list: listFooterSocialLinks },
  headers: { table: "footer_column_headers", label: "Sütun başlığı", list: listFooterHeaders },
} as const;
export type FooterListKind = keyof typeof footerLists;

interface FooterListInputs {
  links: FooterLinkInput;
  social: FooterSocialInput;
  headers: FooterHeaderInput;
}

export function isFooterListKind(name: string | undefined): name is FooterListKind {
  return name !== undefined && Object.hasOwn(footerLists, name);
}

/** One name per change, whichever door (admin screen or `/api`) it came through. */
export const FOOTER_ACTIVITY = {
  infoUpdate: "footer.info.update",
  itemCreate: (kind: FooterListKind) => `footer.${kind}.create`,
  itemUpdate: (kind: FooterListKind) => `footer.${kind}.update`,
  itemDelete: (kind: FooterListKind) => `footer.${kind}.delete`,
} as const;

/**
 * Creates an item of a footer list, or changes it when `id` names one, and records
 * `footer.<kind>.create|update`. Undefined (and nothing written) for an unknown id.
 */
export async function saveFooterItem<Kind extends FooterListKind>(
  kind: Kind,
  input: FooterListInputs[Kind],
  id: number | undefined,
  actor: ActivityActor,
) {
  const { table, label } = footerLists[kind];
  return db()
    .transaction()
    .execute(async (trx) => {
      const saved =
        id === undefined
          ? await trx
              .insertInto(table)
              .values(input as never)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await trx
              .updateTable(table)
              .set(input as never)
              .where("id", "=", id)
              .returningAll()
              .executeTakeFirst();
      if (!saved) return undefined;
      const created = id === undefined;
      await recordActivity(
        {
          action: created ? FOOTER_ACTIVITY.itemCreate(kind) : FOOTER_ACTIVITY.itemUpdate(kind),
          title: `${label} ${created ? "eklendi" : "güncellendi"}`,
          icon: "FileText",
          actor,
        },
        trx,
      );
      return saved;
    });
}

/** Deletes one row of a footer list and records `footer.<kind>.delete`; false when there was none. */
export async function deleteFooterItem(kind: FooterListKind, id: number, actor: ActivityActor): Promise<boolean> {
  const { table, label } = footerLists[kind];
  return db()
    .transaction()
    .execute(async (trx) => {
      const result = await trx.deleteFrom(table).where("id", "=", id).executeTakeFirst();
      if (result.numDeletedRows === 0n) return false;
      await recordActivity({ action: FOOTER_ACTIVITY.itemDelete(kind), title: `${label} silindi`, icon: "FileText", actor }, trx);
      return true;
    });
}
