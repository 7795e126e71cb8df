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

/**
 * The body with each alias moved to its stored name (a stored name that is
 * present wins), and which alias each moved field came from.
 */
function renameWithUsage(body: unknown, aliases: FieldAliases) {
  const used = new Map<string, string>();
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { renamed: body, used };
  const renamed: Record<string, unknown> = { ...body };
  for (const [alias, stored] of Object.entries(aliases)) {
    if (!(alias in renamed)) continue;
    if (renamed[stored] === undefined) {
      renamed[stored] = renamed[alias];
      used.set(stored, alias);
    }
    delete renamed[alias];
  }
  return { renamed, used };
}

/**
 * `schema` reading a body that may use the aliases. A broken rule is reported
 * under the name the caller wrote (`column: Sütun 1 ile 3 arasında olmalıdır.`).
 */
export function acceptingAliases<Schema extends z.ZodType>(schema: Schema, aliases: FieldAliases) {
  return z.unknown().transform((body, ctx): z.output<Schema> => {
    const { renamed, used } = renameWithUsage(body, aliases);
    const result = schema.safeParse(renamed);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const [first, ...rest] = issue.path;
      const alias = typeof first === "string" ? used.get(first) : undefined;
      ctx.addIssue({ code: "custom", message: issue.message, path: alias ? [alias, ...rest] : issue.path });
    }
    return z.NEVER;
  });
}

/** A stored row with the alias names added beside the stored ones. */
export function withAliases<Row extends object>(row: Row, aliases: FieldAliases): Row & Record<string, unknown> {
  const out = { ...row } as Record<string, unknown>;
  for (const [alias, stored] of Object.entries(aliases)) if (stored in out) out[alias] = out[stored];
  return out as Row & Record<string, unknown>;
}
