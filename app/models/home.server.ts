import { db } from "~/lib/db.server";
import type { HomeSectionRow } from "~/lib/db-schema";

export interface HomeSection extends Omit<HomeSectionRow, "content"> {
  /** The section's JSON content, parsed; an unreadable value becomes {}. */
  content: Record<string, unknown>;
}

function parseContent(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Home sections by their order; the public page asks for enabled ones only. */
export async function listHomeSections(options: { enabledOnly?: boolean } = {}): Promise<HomeSection[]> {
  let query = db().selectFrom("home_sections").selectAll().orderBy("sort_order").orderBy("id");
  if (options.enabledOnly) query = query.where("enabled", "=", 1);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, content: parseContent(row.content) }));
}
