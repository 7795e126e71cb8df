import { sql } from "kysely";
import { db } from "~/server/db.server";
import { NO_ADJUSTMENTS, isAdjusted, parseAdjustments, type RequestAdjustments } from "~/lib/ai/parameters";
import { notifyAdmins } from "./notifications.server";

/** Notifications about a model the provider no longer has carry this type, and the model name as the title's subject. */
export const MISSING_MODEL_NOTIFICATION = "ai_model";

function key(baseUrl: string) {
  return baseUrl.trim().replace(/\/+$/, "");
}

/**
 * What this provider and model were found to accept (none learnt yet: the defaults), and
 * whether the model was reported missing there.
 */
export async function getModelProfile(baseUrl: string, model: string): Promise<{ adjustments: RequestAdjustments; missing: boolean }> {
  const row = await db()
    .selectFrom("ai_model_profiles")
    .select(["adjustments", "missing_since"])
    .where("base_url", "=", key(baseUrl))
    .where("model", "=", model)
    .executeTakeFirst();
  return { adjustments: parseAdjustments(row?.adjustments), missing: Boolean(row?.missing_since) };
}

export async function getAdjustments(baseUrl: string, model: string): Promise<RequestAdjustments> {
  return (await getModelProfile(baseUrl, model)).adjustments;
}

/** Keeps what the provider taught, so the next request (in any process, after a restart) goes right first time. */
export async function saveAdjustments(baseUrl: string, model: string, adjustments: RequestAdjustments) {
  if (!isAdjusted(adjustments)) {
    await db()
      .updateTable("ai_model_profiles")
      .set({ adjustments: JSON.stringify(NO_ADJUSTMENTS), updated_at: new Date().toISOString() })
      .where("base_url", "=", key(baseUrl))
      .where("model", "=", model)
      .execute();
    return;
  }
  const value = JSON.stringify(adjustments);
  await db()
    .insertInto("ai_model_profiles")
    .values({ base_url: key(baseUrl), model, adjustments: value })
    .onConflict((oc) => oc.columns(["base_url", "model"]).doUpdateSet({ adjustments: value, updated_at: new Date().toISOString() }))
    .execute();
}

/**
 * Records that the provider does not have `model` and tells the admins, once: only the
 * request that marks it missing notifies (one statement decides, so two processes never
 * both do). It is told again only after the model answered once more in between.
 */
export async function reportMissingModel(baseUrl: string, model: string, available: string[] | null): Promise<boolean> {
  const now = new Date().toISOString();
  const list = available?.length
    ? `Sağlayıcının şu anki modelleri: ${available.slice(0, 40).join(", ")}${available.length > 40 ? ` (ve ${available.length - 40} model daha)` : ""}.`
    : "Sağlayıcı model listesini vermedi.";
  // The mark and the notification are one write: a mark without its notification would keep the admins from ever hearing of it.
  return db()
    .transaction()
    .execute(async (trx) => {
      const marked = await trx
        .insertInto("ai_model_profiles")
        .values({ base_url: key(baseUrl), model, missing_since: now })
        .onConflict((oc) =>
          oc
            .columns(["base_url", "model"])
            .doUpdateSet({ missing_since: now, updated_at: now })
            .where(sql.ref("ai_model_profiles.missing_since"), "is", null),
        )
        .returning("missing_since")
        .executeTakeFirst();
      if (!marked) return false;
      await notifyAdmins(
        {
          title: `AI modeli bulunamadı: ${model}`,
          message: `Sağlayıcı (${key(baseUrl)}) "${model}" modelini artık sunmuyor. OpenAI Ayarları'ndan başka bir model seçin. ${list}`,
          type: "error",
          category: "system",
          priority: "high",
          relatedType: MISSING_MODEL_NOTIFICATION,
        },
        trx,
      );
      return true;
    });
}

/** The model answered: a later disappearance is news again. */
export async function clearMissingModel(baseUrl: string, model: string) {
  await db()
    .updateTable("ai_model_profiles")
    .set({ missing_since: null, updated_at: new Date().toISOString() })
    .where("base_url", "=", key(baseUrl))
    .where("model", "=", model)
    .where("missing_since", "is not", null)
    .execute();
}
