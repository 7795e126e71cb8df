import { db } from "~/lib/db.server";

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

/** Adds a FAQ; new ones are shown to visitors unless created disabled. */
export async function createFaq(input: FaqInput) {
  return db()
    .insertInto("faqs")
    .values({
      question: input.question,
      answer: input.answer,
      sort_order: input.sort_order ?? 0,
      enabled: input.enabled === false ? 0 : 1,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
