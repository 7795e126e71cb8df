import { createHash, randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { db } from "~/server/db.server";
import type { Database } from "~/lib/db-schema";
import type { User } from "./users.server";

const publicUserColumns = [
  "users.id",
  "users.username",
  "users.email",
  "users.role",
  "users.status",
  "users.subscription",
  "users.created_at",
  "users.updated_at",
] as const;

function hashToken(token: string) {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * Sessions one account keeps open: signing in again past it ends the oldest. A correct password
 * is not counted by the sign-in limits, so without this a script could pile up sessions without end.
 */
export const MAX_SESSIONS_PER_USER = 50;

/**
 * Opens a session for this user and returns its token, the only copy of which
 * goes into the signed cookie. The user's expired sessions are cleared on the way,
 * and the oldest past MAX_SESSIONS_PER_USER.
 */
export async function openSession(userId: number, options: { remember: boolean; expiresAt: number }): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date().toISOString();
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("sessions").where("user_id", "=", userId).where("expires_at", "<=", now).execute();
      await trx
        .insertInto("sessions")
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          remember: options.remember ? 1 : 0,
          expires_at: new Date(options.expiresAt).toISOString(),
          // Sessions can open within one millisecond: a number of their own says which is newer.
          seq: sql<number>`(select coalesce(max(seq), 0) + 1 from sessions where user_id = ${userId})`,
        })
        .execute();
      const kept = trx
        .selectFrom("sessions")
        .select("token_hash")
        .where("user_id", "=", userId)
        .orderBy("seq", "desc")
        .limit(MAX_SESSIONS_PER_USER);
      await trx.deleteFrom("sessions").where("user_id", "=", userId).where("token_hash", "not in", kept).execute();
    });
  return token;
}

/** The active user of a session that still exists and has not expired, else undefined. */
export async function userForSession(token: string): Promise<User | undefined> {
  return db()
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(publicUserColumns)
    .where("sessions.token_hash", "=", hashToken(token))
    .where("sessions.expires_at", ">", new Date().toISOString())
    .where("users.status", "=", "active")
    .executeTakeFirst();
}

/** Ends one session (sign-out). */
export async function closeSession(token: string) {
  await db().deleteFrom("sessions").where("token_hash", "=", hashToken(token)).execute();
}

/**
 * Ends every session of a user (password change, lowered role, deactivation,
 * 'log out everywhere'), except the one given, which is the caller's own when a
 * signed-in person acts on their own account. Pass `executor` to run inside the
 * transaction of the change that ends them. Returns how many ended.
 */
export async function closeUserSessions(userId: number, options: { except?: string; executor?: Kysely<Database> } = {}): Promise<number> {
  let query = (options.executor ?? db()).deleteFrom("sessions").where("user_id", "=", userId);
  if (options.except) query = query.where("token_hash", "!=", hashToken(options.except));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countUserSessions(userId: number): Promise<number> {
  const row = await db()
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("expires_at", ">", new Date().toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
