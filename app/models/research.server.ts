import type { Selectable } from "kysely";
import { db } from "~/server/db.server";
import type { CoinResearchTable } from "~/lib/db-schema";
import { isResearchCategory, type CoinResearch, type CoinResearchInput, type ResearchCategory } from "~/lib/research/schema";
import { recordActivity, savedActivity, type ActivityActor } from "./activity.server";
import { deleteWithActivity, insertOrUpdate } from "./rows.server";
import { notFound, refused, type NotFound, type Refusal } from "./refusal.server";

export const RESEARCH_ACTIVITY = {
  created: "research.create",
  updated: "research.update",
  deleted: "research.delete",
} as const;

export type ResearchSaveResult = { ok: true } | NotFound | Refusal<"symbol">;

function toResearch(row: Selectable<CoinResearchTable>): CoinResearch {
  return {
    id: row.id,
    symbol: row.symbol,
    name: row.name,
    // The admin form allows only the known categories; anything else reads as the broadest one.
    category: isResearchCategory(row.category) ? row.category : "infrastructure",
    launchYear: row.launch_year,
    consensus: row.consensus,
    supplyModel: row.supply_model,
    summary: row.summary,
    website: row.website,
    whitepaper: row.whitepaper,
    sourceCode: row.source_code,
    sortOrder: row.sort_order,
    updatedAt: row.updated_at,
  };
}

/** Every entry, or one category's, in the admin-set order. */
export async function listResearch(category?: ResearchCategory): Promise<CoinResearch[]> {
  let query = db().selectFrom("coin_research").selectAll();
  if (category) query = query.where("category", "=", category);
  const rows = await query.orderBy("sort_order").orderBy("name").execute();
  return rows.map(toResearch);
}

/** The entry of a coin by its symbol in any case ("btc" or "BTC"). */
export async function getResearchBySymbol(symbol: string): Promise<CoinResearch | undefined> {
  if (!/^[A-Za-z0-9]{1,15}$/.test(symbol)) return undefined;
  const row = await db().selectFrom("coin_research").selectAll().where("symbol", "=", symbol.toUpperCase()).executeTakeFirst();
  return row ? toResearch(row) : undefined;
}

function columns(input: CoinResearchInput) {
  return {
    symbol: input.symbol,
    name: input.name,
    category: input.category,
    launch_year: input.launchYear,
    consensus: input.consensus,
    supply_model: input.supplyModel,
    summary: input.summary,
    website: input.website,
    whitepaper: input.whitepaper,
    source_code: input.sourceCode,
    sort_order: input.sortOrder,
  };
}

/** Adds an entry, or changes the one with `input.id`; a symbol may have one entry only. */
export async function saveResearch(input: CoinResearchInput, actor: ActivityActor): Promise<ResearchSaveResult> {
  return db()
    .transaction()
    .execute(async (trx): Promise<ResearchSaveResult> => {
      let taken = trx.selectFrom("coin_research").select("id").where("symbol", "=", input.symbol);
      if (input.id) taken = taken.where("id", "!=", input.id);
      if (await taken.executeTakeFirst()) {
        return refused(`${input.symbol} için zaten bir araştırma sayfası var.`, "symbol");
      }
      if (!(await insertOrUpdate(trx, "coin_research", input.id, columns(input)))) return notFound("Coin araştırması bulunamadı.");
      await recordActivity(savedActivity(input.id, RESEARCH_ACTIVITY, "Coin araştırması", `${input.name} (${input.symbol})`, actor), trx);
      return { ok: true };
    });
}

export function deleteResearch(id: number, actor: ActivityActor): Promise<boolean> {
  const deleted = { action: RESEARCH_ACTIVITY.deleted, title: "Coin araştırması silindi", icon: "FileText" } as const;
  return deleteWithActivity("coin_research", id, actor, deleted, (entry) => `${entry.name} (${entry.symbol})`);
}

/** Each research page's address and when it last changed, for the sitemap. */
export async function listResearchPaths(): Promise<{ symbol: string; updated_at: string }[]> {
  return db().selectFrom("coin_research").select(["symbol", "updated_at"]).orderBy("sort_order").execute();
}
