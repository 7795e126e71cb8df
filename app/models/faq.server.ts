import { db } from "~/lib/db.server";

/** FAQs in their order; visitors see only enabled ones. */
export async function listFaqs(options: { includeDisabled?: boolean } = {}) {
  let query = db().selectFrom("faqs").selectAll().orderBy("sort_order").orderBy("id");
  if (!options.includeDisabled) query = query.where("enabled", "=", 1);
  return query.execute();
}
