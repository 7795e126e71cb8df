/**
 * The footer's JSON API: one description per footer list, so the three lists
 * (links, social, column headers) share a single read, save and delete path.
 */
import type { z } from "zod";
import { footerHeaderSchema, footerLinkSchema, footerSocialSchema } from "~/lib/content-schemas";
import { jsonError } from "~/lib/http.server";
import {
  listFooterHeaders,
  listFooterLinks,
  listFooterSocialLinks,
  saveFooterHeader,
  saveFooterLink,
  saveFooterSocialLink,
  type FooterListTable,
} from "~/models/footer.server";

interface FooterList<Schema extends z.ZodType<{ id?: number }>> {
  table: FooterListTable;
  schema: Schema;
  label: string;
  list: () => Promise<unknown[]>;
  save: (input: Omit<z.output<Schema>, "id">, id?: number) => Promise<unknown>;
}

function footerList<Schema extends z.ZodType<{ id?: number }>>(list: FooterList<Schema>) {
  return list;
}

export const footerLists = {
  links: footerList({ table: "footer_links", schema: footerLinkSchema, label: "Footer linki", list: listFooterLinks, save: saveFooterLink }),
  social: footerList({
    table: "footer_social_links",
    schema: footerSocialSchema,
    label: "Sosyal medya linki",
    list: listFooterSocialLinks,
    save: saveFooterSocialLink,
  }),
  headers: footerList({
    table: "footer_column_headers",
    schema: footerHeaderSchema,
    label: "Sütun başlığı",
    list: listFooterHeaders,
    save: saveFooterHeader,
  }),
};

export type FooterListName = keyof typeof footerLists;

/** The list named in the URL, or a 404 for any other name. */
export function footerListFor(name: string | undefined) {
  if (name && Object.hasOwn(footerLists, name)) return footerLists[name as FooterListName];
  throw jsonError("Bulunamadı.", 404);
}
