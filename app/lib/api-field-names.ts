/**
 * The one translation between the field names of the published API and the
 * stored ones. The API accepts the names of the product's data model (`companyName`,
 * `column`, `order`, `order_num`) as well as the stored ones (`company_name`,
 * `column_number`, `sort_order`). The footer answers with both, so a client written
 * either way works; the about lists and the FAQs answer with the published name only,
 * as docs/api.md writes their shapes.
 */
import { z } from "~/lib/zod";

/** Spec name → stored name. */
export type FieldAliases = Readonly<Record<string, string>>;

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
function withAliases<Row extends object>(row: Row, aliases: FieldAliases): Row & Record<string, unknown> {
  const out = { ...row } as Record<string, unknown>;
  for (const [alias, stored] of Object.entries(aliases)) if (stored in out) out[alias] = out[stored];
  return out as Row & Record<string, unknown>;
}

/** A stored row with each stored name replaced by its alias. */
function renamedToAliases(row: object, aliases: FieldAliases): Record<string, unknown> {
  const out = { ...row } as Record<string, unknown>;
  for (const [alias, stored] of Object.entries(aliases)) {
    if (!(stored in out)) continue;
    out[alias] = out[stored];
    delete out[stored];
  }
  return out;
}

/** An entity's API names: `accepting` reads a body written with either name, `toJson` answers. */
export function apiFieldNames(
  aliases: FieldAliases,
  { answerStored = true }: { /** Answer with the stored names too. */ answerStored?: boolean } = {},
) {
  return {
    accepting: <Schema extends z.ZodType>(schema: Schema) => acceptingAliases(schema, aliases),
    toJson: (row: object): Record<string, unknown> => (answerStored ? withAliases(row, aliases) : renamedToAliases(row, aliases)),
  };
}

export const footerInfoFields = apiFieldNames({ companyName: "company_name", newsletterDescription: "newsletter_description" });
export const footerItemFields = {
  links: apiFieldNames({ column: "column_number", order: "sort_order" }),
  social: apiFieldNames({ order: "sort_order" }),
  headers: apiFieldNames({ column: "column_number", order: "sort_order" }),
};
export const aboutItemFields = apiFieldNames({ icon: "icon_name", order_num: "sort_order" }, { answerStored: false });
export const faqFields = apiFieldNames({ order_num: "sort_order" }, { answerStored: false });
