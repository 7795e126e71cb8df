import { sql } from "kysely";
import { db } from "~/server/db.server";
import type { Flag } from "~/lib/db-schema";
import { recordActivity, writeWithActivity, type ActivityActor, type ActivityInput } from "./activity.server";
import { deleteWithActivity } from "./rows.server";

/** FAQs in their order; visitors see only enabled ones. */
export async function listFaqs(options: { includeDisabled?: boolean } = {}) {
  let query = db().selectFrom("faqs").selectAll().orderBy("sort_order").orderBy("id");
  if (!options.includeDisabled) query = query.where("enabled", "=", 1);
  return query.execute();
}

export interface FaqInput {
  question: string;
  answer: string;
  sort_order?: number;
  enabled?: boolean;
}

/** Adds a FAQ (shown to visitors unless created disabled) and records `faq_created`. */
export function createFaq(input: FaqInput, actor: ActivityActor) {
  const values = {
    question: input.question,
    answer: input.answer,
    sort_order: input.sort_order ?? 0,
    enabled: input.enabled === false ? (0 as const) : (1 as const),
  };
  return writeWithActivity(
    (trx) => trx.insertInto("faqs").values(values).returningAll().executeTakeFirstOrThrow(),
    (faq) => faqEntry(FAQ_ACTIVITY.created, actor, faq),
  );
}

export async function getFaq(id: number) {
  return db().selectFrom("faqs").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The order number after the last FAQ, so a new one joins the end of the list. */
export async function nextFaqOrder() {
  const row = await db()
    .selectFrom("faqs")
    .select((eb) => eb.fn.max<number | null>("sort_order").as("max"))
    .executeTakeFirst();
  return (row?.max ?? 0) + 1;
}

export interface FaqChanges {
  question?: string;
  answer?: string;
  sort_order?: number;
  enabled?: boolean;
}

/** Updates the fields given and records `faq_updated`; undefined when there is no such FAQ. */
export function updateFaq(id: number, changes: FaqChanges, actor: ActivityActor) {
  const { enabled, ...fields } = changes;
  const set = {
    ...fields,
    ...(enabled === undefined ? {} : { enabled: enabled ? (1 as const) : (0 as const) }),
    updated_at: new Date().toISOString(),
  };
  return writeWithActivity(
    (trx) => trx.updateTable("faqs").set(set).where("id", "=", id).returningAll().executeTakeFirst(),
    (faq) => faqEntry(FAQ_ACTIVITY.updated, actor, faq),
  );
}

/** Flips a FAQ between shown and hidden and records `faq_toggled`; undefined when there is no such FAQ. */
export function toggleFaq(id: number, actor: ActivityActor) {
  const set = { enabled: sql<Flag>`1 - enabled`, updated_at: new Date().toISOString() };
  return writeWithActivity(
    (trx) => trx.updateTable("faqs").set(set).where("id", "=", id).returningAll().executeTakeFirst(),
    (faq) => ({
      actor,
      action: FAQ_ACTIVITY.toggled,
      title: faq.enabled ? "SSS etkinleştirildi" : "SSS devre dışı bırakıldı",
      description: faq.question,
      icon: "FileText",
    }),
  );
}

/** Deletes a FAQ and records `faq_deleted`; false when there was none. */
export function deleteFaq(id: number, actor: ActivityActor): Promise<boolean> {
  return deleteWithActivity("faqs", id, actor, { action: FAQ_ACTIVITY.deleted, ...faqActivities.faq_deleted }, (faq) => faq.question);
}

/**
 * Swaps a FAQ with its neighbour and renumbers the whole list from 1, in one
 * transaction so two admins moving at once never leave duplicate numbers.
 * Returns false when there is no such FAQ; moving past either end changes nothing.
 */
export async function moveFaq(id: number, direction: "up" | "down", actor: ActivityActor) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const rows = await trx.selectFrom("faqs").select("id").orderBy("sort_order").orderBy("id").execute();
      const ids = rows.map((row) => row.id);
      const index = ids.indexOf(id);
      if (index === -1) return false;
      const target = direction === "up" ? index - 1 : index + 1;
      if (target >= 0 && target < ids.length) [ids[index], ids[target]] = [ids[target], ids[index]];
      for (const [position, faqId] of ids.entries()) {
        await trx
          .updateTable("faqs")
          .set({ sort_order: position + 1 })
          .where("id", "=", faqId)
          .execute();
      }
      await recordActivity({ actor, action: FAQ_ACTIVITY.reordered, title: "SSS sırası değişti", icon: "FileText" }, trx);
      return true;
    });
}

/** One name per change, whichever door (admin screen or `/api`) it came through. */
export const FAQ_ACTIVITY = {
  created: "faq_created",
  updated: "faq_updated",
  toggled: "faq_toggled",
  reordered: "faq_reordered",
  deleted: "faq_deleted",
} as const;

const faqActivities = {
  faq_created: { title: "SSS eklendi", icon: "FileText" },
  faq_updated: { title: "SSS güncellendi", icon: "FileText" },
  faq_deleted: { title: "SSS silindi", icon: "AlertCircle" },
} as const;

function faqEntry(action: keyof typeof faqActivities, actor: ActivityActor, faq: { question: string }): ActivityInput {
  return { actor, action, ...faqActivities[action], description: faq.question };
}
