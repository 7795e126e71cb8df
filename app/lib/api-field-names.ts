/**
 * The JSON API accepts the field names of the product's data model (`companyName`,
 * `column`, `order`) as well as the stored ones (`company_name`, `column_number`,
 * `sort_order`), and answers with both, so a client written either way works.
 */
import { z } from "zod";

/** Spec name → stored name. */
export type FieldAliases = Readonly<Record<string, string>>;

export const footerInfoAliases = { companyName: "company_name", newsletterDescription: "newsletter_description" } as const;
export const footerLinkAliases = { column: "column_number", order: "sort_order" } as const;
export const footerSocialAliases = { order: "sort_order" } as const;
export const footerHeaderAliases = { column: "column_number", order: "sort_order" } as const;

/** The body with each alias moved to its stored name; a stored name that is present wins. */
export function renameAliases(body: unknown, aliases: FieldAliases): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const renamed: Record<string, unknown> = { ...body };
  for (const [alias, stored] of Object.entries(aliases)) {
    if (!(alias in renamed)) continue;
    if (renamed[stored] === undefined) renamed[stored] = renamed[alias];
    delete renamed[alias];
  }
  return renamed;
}

/** `schema` reading a body that may use the aliases. */
export function acceptingAliases<Schema extends z.ZodType>(schema: Schema, aliases: FieldAliases) {
  return z.preprocess((body) => renameAliases(body, aliases), schema);
}

/** A stored row with the alias names added beside the stored ones. */
export function withAliases<Row extends object>(row: Row, aliases: FieldAliases): Row & Record<string, unknown> {
  const out = { ...row } as Record<string, unknown>;
  for (const [alias, stored] of Object.entries(aliases)) if (stored in out) out[alias] = out[stored];
  return out as Row & Record<string, unknown>;
}
