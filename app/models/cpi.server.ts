import type { CpiMonthRow } from "~/lib/db-schema";
import type { CpiMonthInput } from "~/lib/portfolio/cpi-form";
import { formatNumber } from "~/lib/format";
import { formatMonth } from "~/lib/portfolio/cpi";
import { db } from "~/server/db.server";
import { savedActivity, writeWithActivity, type ActivityActor } from "./activity.server";
import { deleteWithActivity } from "./rows.server";
import { notFound, refused, type NotFound, type Refusal } from "./refusal.server";

/** TÜFE by month, as the admin entered it (/admin/cpi); the portfolio's TÜFE yardstick reads it. */

export const CPI_ACTIVITY = {
  created: "cpi_month.created",
  updated: "cpi_month.updated",
  deleted: "cpi_month.deleted",
} as const;

/** A row as the admin list shows it: who entered it, by name. */
export type CpiMonthListed = CpiMonthRow & { entered_by_name: string | null };

/** Every month entered, the latest first. */
export function listCpiMonths(): Promise<CpiMonthListed[]> {
  return db()
    .selectFrom("cpi_months")
    .leftJoin("users", "users.id", "cpi_months.entered_by")
    .selectAll("cpi_months")
    .select("users.username as entered_by_name")
    .orderBy("cpi_months.month", "desc")
    .execute();
}

/** The months and values the yardstick uses, with each month's source and entry time, oldest first. */
export function cpiIndex(): Promise<Array<Pick<CpiMonthRow, "month" | "value" | "source" | "entered_at">>> {
  return db().selectFrom("cpi_months").select(["month", "value", "source", "entered_at"]).orderBy("month").execute();
}

export type CpiSaveResult = { ok: true } | Refusal<"month"> | NotFound;

/**
 * Adds a month (no `id`) or changes the month `id`, stamped with who entered it and when, and
 * records the change in the same transaction. A month already entered on another row is refused:
 * one figure per month, so the admin edits that row instead.
 */
export async function saveCpiMonth(id: number | undefined, input: CpiMonthInput, actor: ActivityActor): Promise<CpiSaveResult> {
  const values = { ...input, entered_at: new Date().toISOString(), entered_by: actor.id };
  let taken = false;
  // Checked inside the transaction, so two saves of one month cannot both pass (the column is unique too).
  const written = await writeWithActivity(
    async (trx) => {
      let other = trx.selectFrom("cpi_months").select("id").where("month", "=", input.month);
      if (id) other = other.where("id", "!=", id);
      taken = Boolean(await other.executeTakeFirst());
      if (taken) return undefined;
      return id
        ? trx.updateTable("cpi_months").set(values).where("id", "=", id).returning("id").executeTakeFirst()
        : trx.insertInto("cpi_months").values(values).returning("id").executeTakeFirst();
    },
    () =>
      savedActivity(
        id,
        CPI_ACTIVITY,
        "TÜFE endeksi",
        `${formatMonth(input.month)}: ${formatNumber(input.value, 4)} (${input.source})`,
        actor,
      ),
  );
  if (taken) return refused(`${formatMonth(input.month)} zaten girilmiş; o satırı düzenleyin.`, "month");
  return written ? { ok: true } : notFound("Ay bulunamadı.");
}

export function deleteCpiMonth(id: number, actor: ActivityActor): Promise<boolean> {
  return deleteWithActivity(
    "cpi_months",
    id,
    actor,
    { action: CPI_ACTIVITY.deleted, title: "TÜFE endeksi silindi", icon: "AlertCircle" },
    (row) => `${formatMonth(row.month)}: ${formatNumber(row.value, 4)}`,
  );
}
