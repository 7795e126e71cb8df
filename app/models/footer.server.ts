import { db } from "~/lib/db.server";
import { defaultFooterHeaders, defaultFooterInfo, defaultFooterLinks, defaultFooterSocial } from "~/lib/defaults";

export interface FooterLink {
  id: number;
  title: string;
  url: string;
  column_number: number;
  sort_order: number;
}

export interface FooterData {
  info: typeof defaultFooterInfo;
  columns: { column: number; title: string; links: FooterLink[] }[];
  social: { id: number; platform: string; url: string; icon: string }[];
}

/**
 * Everything the footer shows. Parts an admin has emptied fall back to the
 * spec's defaults, so the footer never renders blank.
 */
export async function getFooterData(): Promise<FooterData> {
  const [info, links, social, headers] = await Promise.all([
    db().selectFrom("footer_info").selectAll().where("id", "=", 1).executeTakeFirst(),
    db().selectFrom("footer_links").selectAll().orderBy("column_number").orderBy("sort_order").orderBy("id").execute(),
    db().selectFrom("footer_social_links").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db().selectFrom("footer_column_headers").selectAll().orderBy("sort_order").orderBy("id").execute(),
  ]);

  const allLinks: FooterLink[] = links.length
    ? links
    : defaultFooterLinks.map((link, index) => ({ ...link, id: -(index + 1) }));
  const columns = [1, 2, 3].map((column) => ({
    column,
    title:
      headers.find((h) => h.column_number === column)?.title ??
      defaultFooterHeaders.find((h) => h.column_number === column)!.title,
    links: allLinks.filter((link) => link.column_number === column),
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
      : defaultFooterInfo,
    columns,
    social: social.length ? social : defaultFooterSocial.map((item, index) => ({ ...item, id: -(index + 1) })),
  };
}
