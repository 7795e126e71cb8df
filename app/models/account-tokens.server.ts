import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { AccountTokenPurpose, Database } from "~/lib/db-schema";

/** How long each mailed link works: OWASP asks for short-lived reset links; a verification may wait a day. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  "verify-email": 24 * 60 * 60 * 1000,
  "change-email": 24 * 60 * 60 * 1000,
  "reset-password": 30 * 60 * 1000,
};

function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Stores a new token for this user and purpose and returns the raw token, whose only copy
 * goes into the mail. Earlier unused tokens of the same purpose stop working: only the
 * newest link in someone's inbox counts.
 */
export async function issueAccountToken(
  trx: Kysely<Database>,
  input: { purpose: AccountTokenPurpose; userId: number; newEmail?: string },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await trx
    .updateTable("account_tokens")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", input.userId)
    .where("purpose", "=", input.purpose)
    .where("used_at", "is", null)
    .execute();
  await trx
    .insertInto("account_tokens")
    .values({
      purpose: input.purpose,
      user_id: input.userId,
      token_hash: hashToken(token),
      new_email: input.newEmail ?? null,
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[input.purpose]).toISOString(),
    })
    .execute();
  return token;
}

export interface SpentToken {
  userId: number;
  newEmail: string | null;
}

/**
 * Spends a token: one UPDATE checks purpose, expiry and that it is unused, and marks it
 * used, so two requests racing with the same link cannot both succeed. Call it in the
 * transaction of the change the link allows; undefined for an unknown, used or expired token.
 */
export async function spendAccountToken(
  trx: Kysely<Database>,
  purpose: AccountTokenPurpose,
  token: string,
): Promise<SpentToken | undefined> {
  if (!token) return undefined;
  const now = new Date().toISOString();
  const row = await trx
    .updateTable("account_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["user_id", "new_email"])
    .executeTakeFirst();
  return row ? { userId: row.user_id, newEmail: row.new_email } : undefined;
}

/** Whether a token would be accepted now, without spending it (to show the form a link opens). */
export async function isAccountTokenValid(executor: Kysely<Database>, purpose: AccountTokenPurpose, token: string): Promise<boolean> {
  if (!token) return false;
  const row = await executor
    .selectFrom("account_tokens")
    .select("id")
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return !!row;
}
