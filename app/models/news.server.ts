import { sql, type Selectable } from "kysely";
import { db } from "~/server/db.server";
import { contains } from "~/server/dialect/text.server";
import type { NewsSourcesTable } from "~/lib/db-schema";
import type { FeedItem } from "~/server/news-feed-parser.server";
import { NEWS_PAGE_SIZE, searchFold, type NewsItem, type NewsQuery, type NewsSource, type NewsSourceInput } from "~/lib/news/schema";
import { pageWindow, type Pagination } from "~/lib/pagination";
import { groupStories, placeByFeedPosition, type Story } from "~/lib/news/stories";
import { recordActivity, savedActivity, type ActivityActor } from "./activity.server";
import { deleteWithActivity } from "./rows.server";
import { notFound, refused, type NotFound, type Refusal } from "./refusal.server";

export const NEWS_ACTIVITY = {
  created: "news_source.create",
  updated: "news_source.update",
  enabled: "news_source.enable",
  disabled: "news_source.disable",
  deleted: "news_source.delete",
} as const;

/** How many items a source keeps; older ones are dropped after each successful read. */
export const MAX_ITEMS_PER_SOURCE = 300;

function toSource(row: Selectable<NewsSourcesTable> & { item_count: number | bigint | null }): NewsSource {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    enabled: row.enabled === 1,
    lastFetchAt: row.last_fetch_at,
    lastFetchOk: row.last_fetch_ok === null ? null : row.last_fetch_ok === 1,
    lastFetchMessage: row.last_fetch_message,
    lastSuccessAt: row.last_success_at,
    itemCount: Number(row.item_count ?? 0),
  };
}

function sourcesQuery() {
  return db()
    .selectFrom("news_sources")
    .selectAll("news_sources")
    .select((eb) =>
      eb
        .selectFrom("news_items")
        .whereRef("news_items.source_id", "=", "news_sources.id")
        .select(eb.fn.countAll<number>().as("n"))
        .as("item_count"),
    );
}

/** Every feed, in the order they were added. */
export async function listNewsSources(): Promise<NewsSource[]> {
  const rows = await sourcesQuery().orderBy("news_sources.id").execute();
  return rows.map(toSource);
}

export async function getNewsSource(id: number): Promise<NewsSource | undefined> {
  const row = await sourcesQuery().where("news_sources.id", "=", id).executeTakeFirst();
  return row ? toSource(row) : undefined;
}

/** Enabled feeds not read since `before` (ISO 8601), or never: the ones a scheduled run reads. */
export async function listDueNewsSources(before: string): Promise<NewsSource[]> {
  const rows = await sourcesQuery()
    .where("news_sources.enabled", "=", 1)
    .where((eb) => eb.or([eb("news_sources.last_fetch_at", "is", null), eb("news_sources.last_fetch_at", "<", before)]))
    .orderBy("news_sources.id")
    .execute();
  return rows.map(toSource);
}

export type SaveNewsSourceResult = { ok: true; id: number; urlChanged: boolean } | NotFound | Refusal<"url">;

/** Adds a feed, or changes the one with `id`. Two feeds never share a URL. */
export async function saveNewsSource(input: NewsSourceInput, actor: ActivityActor): Promise<SaveNewsSourceResult> {
  return db()
    .transaction()
    .execute(async (trx): Promise<SaveNewsSourceResult> => {
      const clash = await trx.selectFrom("news_sources").select("id").where("url", "=", input.url).executeTakeFirst();
      if (clash && clash.id !== input.id) return refused("Bu besleme adresi zaten ekli.", "url");
      let id: number;
      let urlChanged = true;
      if (input.id) {
        const current = await trx.selectFrom("news_sources").select("url").where("id", "=", input.id).executeTakeFirst();
        if (!current) return notFound("Haber kaynağı bulunamadı.");
        urlChanged = current.url !== input.url;
        await trx
          .updateTable("news_sources")
          .set({
            name: input.name,
            url: input.url,
            enabled: input.enabled ? 1 : 0,
            updated_at: new Date().toISOString(),
            // A new address has not been read yet; the old address's result says nothing about it.
            ...(urlChanged ? { last_fetch_at: null, last_fetch_ok: null, last_fetch_message: null, last_success_at: null } : {}),
          })
          .where("id", "=", input.id)
          .execute();
        // Items of the old address stay: they are real headlines, shown with this source's name.
        id = input.id;
      } else {
        const inserted = await trx
          .insertInto("news_sources")
          .values({ name: input.name, url: input.url, enabled: input.enabled ? 1 : 0 })
          .returning("id")
          .executeTakeFirstOrThrow();
        id = inserted.id;
      }
      await recordActivity(savedActivity(input.id, NEWS_ACTIVITY, "Haber kaynağı", `${input.name} (${input.url})`, actor), trx);
      return { ok: true, id, urlChanged };
    });
}

/** Turns a feed on or off; false when it does not exist. */
export async function setNewsSourceEnabled(id: number, enabled: boolean, actor: ActivityActor): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const source = await trx.selectFrom("news_sources").select("name").where("id", "=", id).executeTakeFirst();
      if (!source) return false;
      await trx
        .updateTable("news_sources")
        .set({ enabled: enabled ? 1 : 0, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
      await recordActivity(
        {
          action: enabled ? NEWS_ACTIVITY.enabled : NEWS_ACTIVITY.disabled,
          title: enabled ? "Haber kaynağı etkinleştirildi" : "Haber kaynağı devre dışı bırakıldı",
          description: source.name,
          icon: "FileText",
          actor,
        },
        trx,
      );
      return true;
    });
}

/** Deletes a feed and its items; false when it does not exist. */
export function deleteNewsSource(id: number, actor: ActivityActor): Promise<boolean> {
  const deleted = { action: NEWS_ACTIVITY.deleted, title: "Haber kaynağı silindi", icon: "FileText" } as const;
  // The feed's items go with it: news_items.source_id is ON DELETE CASCADE.
  return deleteWithActivity("news_sources", id, actor, deleted, (source) => `${source.name} (${source.url})`);
}

/**
 * Stores a successful read: new links are added (a link already stored, from this feed or
 * another, is kept as it is), the source's result is updated, and only its newest
 * MAX_ITEMS_PER_SOURCE items are kept. Answers how many items were new.
 */
export async function recordNewsFetchSuccess(sourceId: number, items: FeedItem[], fetchedAt: string): Promise<number> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const exists = await trx.selectFrom("news_sources").select("id").where("id", "=", sourceId).executeTakeFirst();
      // Deleted while it was being read: nothing to record.
      if (!exists) return 0;
      let added = 0;
      const sortAt = placeByFeedPosition(items, fetchedAt);
      for (const [index, item] of items.entries()) {
        const result = await trx
          .insertInto("news_items")
          .values({
            source_id: sourceId,
            link: item.link,
            title: item.title,
            summary: item.summary,
            published_at: item.publishedAt,
            seen_at: fetchedAt,
            sort_at: sortAt[index],
            search_text: searchFold(`${item.title} ${item.summary}`),
          })
          .onConflict((oc) => oc.column("link").doNothing())
          .executeTakeFirst();
        added += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      await trx
        .updateTable("news_sources")
        .set({
          last_fetch_at: fetchedAt,
          last_fetch_ok: 1,
          last_fetch_message: `${items.length} haber okundu, ${added} yeni.`,
          last_success_at: fetchedAt,
        })
        .where("id", "=", sourceId)
        .execute();
      await trx
        .deleteFrom("news_items")
        .where("source_id", "=", sourceId)
        .where(
          "id",
          "not in",
          trx
            .selectFrom("news_items")
            .select("id")
            .where("source_id", "=", sourceId)
            .orderBy(sql`coalesce(sort_at, published_at, seen_at)`, "desc")
            .orderBy("id", "desc")
            .limit(MAX_ITEMS_PER_SOURCE),
        )
        .execute();
      return added;
    });
}

/** Stores a failed read; the items and the last successful time stay. */
export async function recordNewsFetchFailure(sourceId: number, message: string, fetchedAt: string): Promise<void> {
  await db()
    .updateTable("news_sources")
    .set({ last_fetch_at: fetchedAt, last_fetch_ok: 0, last_fetch_message: message })
    .where("id", "=", sourceId)
    .execute();
}

// How many of the newest matching items are grouped into stories: every source's whole keep
// (MAX_ITEMS_PER_SOURCE) for the feeds a site runs, while a page stays cheap to build.
const STORY_SCAN_LIMIT = 3000;

/**
 * A page of stories of enabled feeds, newest first, filtered by source and a search in title and
 * summary: the matching items grouped by story (see `groupStories`), each story standing where its
 * newest item stands; `pagination` counts stories.
 */
export async function newsPage(query: NewsQuery): Promise<{ stories: Story<NewsItem>[]; pagination: Pagination; clamped: boolean }> {
  let base = db()
    .selectFrom("news_items")
    .innerJoin("news_sources", "news_sources.id", "news_items.source_id")
    .where("news_sources.enabled", "=", 1);
  if (query.source) base = base.where("news_items.source_id", "=", query.source);
  if (query.q) base = base.where(contains(sql.ref("news_items.search_text"), searchFold(query.q)));
  const rows = await base
    .select([
      "news_items.id",
      "news_items.source_id",
      "news_sources.name as source_name",
      "news_items.link",
      "news_items.title",
      "news_items.summary",
      "news_items.published_at",
      "news_items.seen_at",
      sql<string>`coalesce(news_items.sort_at, news_items.published_at, news_items.seen_at)`.as("sort_at"),
    ])
    .orderBy(sql`coalesce(news_items.sort_at, news_items.published_at, news_items.seen_at)`, "desc")
    .orderBy("news_items.id", "desc")
    .limit(STORY_SCAN_LIMIT)
    .execute();
  const stories = groupStories(
    rows.map((row) => ({
      id: row.id,
      sourceId: row.source_id,
      sourceName: row.source_name,
      link: row.link,
      title: row.title,
      summary: row.summary,
      publishedAt: row.published_at,
      seenAt: row.seen_at,
      sortAt: row.sort_at,
    })),
  );
  const { offset, ...pagination } = pageWindow(stories.length, query.page, NEWS_PAGE_SIZE);
  return {
    stories: stories.slice(offset, offset + NEWS_PAGE_SIZE),
    pagination,
    clamped: pagination.page !== query.page && stories.length > 0,
  };
}
