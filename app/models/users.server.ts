import { sql, type Kysely } from "kysely";
import { db } from "~/server/db.server";
import { dialectName } from "~/server/dialect/name.server";
import { contains } from "~/server/dialect/text.server";
import type { Database, Role, Subscription, UserRow, UserStatus } from "~/lib/db-schema";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "~/server/password.server";
import { recordActivity, type ActivityActor } from "./activity.server";
import { closeUserSessions } from "./sessions.server";
import { DEMO_PASSWORDS } from "~/lib/users/demo-accounts";
import { notFound, refused, type NotFound, type Refusal } from "./refusal.server";

/** A user as every caller outside this file sees it: never with the password hash. */
// Whether the address is verified is read where it matters (sign-in, mail), not carried everywhere.
export type User = Omit<UserRow, "password_hash" | "email_verified_at">;

const publicColumns = ["id", "username", "email", "role", "status", "subscription", "created_at", "updated_at"] as const;

export async function getUserById(id: number): Promise<User | undefined> {
  return db().selectFrom("users").select(publicColumns).where("id", "=", id).executeTakeFirst();
}

export async function getUserByUsername(username: string): Promise<User | undefined> {
  return db().selectFrom("users").select(publicColumns).where("username", "=", username).executeTakeFirst();
}

/** The user for these credentials, or undefined; only active accounts may sign in. */
export async function verifyLogin(username: string, password: string): Promise<User | undefined> {
  const row = await db().selectFrom("users").selectAll().where("username", "=", username).executeTakeFirst();
  if (!row) {
    await verifyAgainstDecoy(password);
    return undefined;
  }
  if (!(await verifyPassword(password, row.password_hash)) || row.status !== "active") return undefined;
  const { password_hash: _hash, ...user } = row;
  return user;
}

export interface NewUser {
  username: string;
  email: string;
  password: string;
  role?: Role;
  status?: UserStatus;
  subscription?: Subscription;
  /** Null while a mailed link has not proved the address; omitted means taken as given (now). */
  emailVerifiedAt?: string | null;
}

/**
 * Adds a user and its activity entry in one transaction. The password is hashed
 * first: the transaction holds the one connection while it runs.
 */
async function insertUser(input: NewUser, activity: (user: User, trx: Kysely<Database>) => Promise<void>): Promise<User> {
  const { password, emailVerifiedAt, ...fields } = input;
  const password_hash = await hashPassword(password);
  // An address nobody was asked to prove counts as verified, like the accounts made
  // before mail existed (migration 0021): switching verification on later locks no one out.
  const email_verified_at = emailVerifiedAt === undefined ? new Date().toISOString() : emailVerifiedAt;
  return db()
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .insertInto("users")
        .values({ ...fields, password_hash, email_verified_at })
        .returning(publicColumns)
        .executeTakeFirstOrThrow();
      await activity(user, trx);
      return user;
    });
}

/**
 * A visitor's own sign-up, recorded as `user_registered` by the new user. The address
 * starts unproven: a visitor may type anyone's, and nothing is mailed to it until a mailed
 * link proves it. `verification` runs in the same transaction (it queues the mail with the
 * link), so there is no account without its mail.
 */
export function registerUser(
  input: Pick<NewUser, "username" | "email" | "password">,
  verification?: (user: User, trx: Kysely<Database>) => Promise<void>,
): Promise<User> {
  const fields: NewUser = { ...input, role: "user", status: "active", subscription: "basic", emailVerifiedAt: null };
  return insertUser(fields, async (user, trx) => {
    await recordActivity(
      {
        action: USER_ACTIVITY.registered,
        title: "Yeni kullanıcı kaydı",
        description: `${user.username} kayıt oldu.`,
        icon: "UserPlus",
        actor: user,
      },
      trx,
    );
    if (verification) await verification(user, trx);
  });
}

/** Whether a mailed link has proved the user's address (or it was taken as given). */
export async function isEmailVerified(id: number): Promise<boolean> {
  const row = await db().selectFrom("users").select("email_verified_at").where("id", "=", id).executeTakeFirst();
  return !!row?.email_verified_at;
}

/** The active account with this address, compared without case; for the mailed-link forms. */
export async function findActiveUserByEmail(email: string): Promise<(User & { emailVerified: boolean }) | undefined> {
  const row = await db()
    .selectFrom("users")
    .select([...publicColumns, "email_verified_at"])
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .where("status", "=", "active")
    .executeTakeFirst();
  if (!row) return undefined;
  const { email_verified_at, ...user } = row;
  return { ...user, emailVerified: !!email_verified_at };
}

/** A write a user rule refused (a taken name, the last admin), or a user that is not there (decision 008). */
export type UserRefusal = Refusal<"username" | "email"> | NotFound;
/** A write done, with the user as it is now. */
export type UserWrite = { ok: true; user: User } | UserRefusal;

const NO_SUCH_USER = notFound("Kullanıcı bulunamadı.");

export const LAST_ADMIN_MESSAGE = "Son aktif yönetici silinemez, yetkisi düşürülemez veya pasif yapılamaz.";

export interface UserFilters {
  q?: string;
  role?: Role;
  status?: UserStatus;
}

/** Users for the admin table, newest first; `q` matches username or e-mail. */
export async function listUsers(filters: UserFilters = {}): Promise<User[]> {
  let query = db().selectFrom("users").select(publicColumns).orderBy("created_at", "desc").orderBy("id", "desc");
  if (filters.q) {
    // A plain substring test rather than LIKE: the search text's % and _ stay literal.
    const needle = filters.q.toLowerCase();
    query = query.where((eb) => eb.or([contains(sql`lower(username)`, needle), contains(sql`lower(email)`, needle)]));
  }
  if (filters.role) query = query.where("role", "=", filters.role);
  if (filters.status) query = query.where("status", "=", filters.status);
  return query.execute();
}

/**
 * Whether the user is the one active admin left, read inside the transaction that would take
 * that standing away. On PostgreSQL the active admins' rows are locked first (in id order), so
 * two app servers removing the last two admins at once cannot each still see the other; on
 * SQLite the transaction holds the write lock from its start.
 */
export async function isLastActiveAdmin(trx: Kysely<Database>, userId: number) {
  let query = trx.selectFrom("users").select("id").where("role", "=", "admin").where("status", "=", "active").orderBy("id");
  if (dialectName() === "postgres") query = query.forUpdate();
  const admins = await query.execute();
  return admins.length === 1 && admins[0]!.id === userId;
}

/** The refusal for a username or e-mail another account already has, if one does. */
async function takenBy(fields: { username?: string; email?: string }, exceptId?: number): Promise<UserRefusal | undefined> {
  if (fields.username) {
    const row = await db().selectFrom("users").select("id").where("username", "=", fields.username).executeTakeFirst();
    if (row && row.id !== exceptId) return refused("Bu kullanıcı adı zaten kullanılıyor.", "username");
  }
  if (fields.email) {
    const row = await db().selectFrom("users").select("id").where("email", "=", fields.email).executeTakeFirst();
    if (row && row.id !== exceptId) return refused("Bu e-posta adresiyle kayıtlı bir hesap var.", "email");
  }
  return undefined;
}

/** Creates a user from the admin side (unique username and e-mail, defaults user/active/free) and records `user_created`. */
export async function adminCreateUser(input: NewUser, actor: ActivityActor): Promise<UserWrite> {
  const taken = await takenBy(input);
  if (taken) return taken;
  const user = await insertUser({ role: "user", status: "active", subscription: "free", ...input }, (created, trx) =>
    recordUserActivity(USER_ACTIVITY.created, actor, created, trx),
  );
  return { ok: true, user };
}

export interface UserChanges {
  username?: string;
  email?: string;
  role?: Role;
  status?: UserStatus;
  subscription?: Subscription;
  /** Blank or missing leaves the password unchanged. */
  password?: string;
}

/**
 * Updates a user and records `user_updated`. Never demotes or deactivates the last active
 * admin. A new password, a role lowered from admin or an account no longer active ends all
 * of the user's sessions.
 */
export async function updateUser(id: number, changes: UserChanges, actor: ActivityActor): Promise<UserWrite> {
  const current = await getUserById(id);
  if (!current) return NO_SUCH_USER;
  const losesAdmin =
    (changes.role !== undefined && changes.role !== "admin") || (changes.status !== undefined && changes.status !== "active");
  const taken = await takenBy(changes, id);
  if (taken) return taken;
  const { password, ...fields } = changes;
  const passwordHash = password ? await hashPassword(password) : undefined;
  const endsSessions =
    Boolean(passwordHash) ||
    (current.role === "admin" && changes.role !== undefined && changes.role !== "admin") ||
    (changes.status !== undefined && changes.status !== "active");
  return db()
    .transaction()
    .execute(async (trx): Promise<UserWrite> => {
      if (losesAdmin && (await isLastActiveAdmin(trx, id))) return refused(LAST_ADMIN_MESSAGE);
      const user = await trx
        .updateTable("users")
        .set({ ...fields, ...(passwordHash ? { password_hash: passwordHash } : {}), updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .returning(publicColumns)
        .executeTakeFirst();
      if (!user) return NO_SUCH_USER;
      await recordUserActivity(USER_ACTIVITY.updated, actor, user, trx);
      if (endsSessions) await closeUserSessions(id, { executor: trx });
      return { ok: true, user };
    });
}

/** Sets a new password, records `user_password_changed` and ends all of the user's sessions; false when there is no such user. */
export async function changeUserPassword(id: number, password: string, actor: ActivityActor): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db()
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .updateTable("users")
        .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .returning("username")
        .executeTakeFirst();
      if (!user) return false;
      await recordUserActivity(USER_ACTIVITY.passwordChanged, actor, user, trx);
      await closeUserSessions(id, { executor: trx });
      return true;
    });
}

/** An admin's 'log out everywhere' for a user, recorded in the activity log; undefined when there is no such user. */
export async function endUserSessions(id: number, actor: ActivityActor): Promise<User | undefined> {
  const user = await getUserById(id);
  if (!user) return undefined;
  await db()
    .transaction()
    .execute(async (trx) => {
      await closeUserSessions(id, { executor: trx });
      await recordUserActivity(USER_ACTIVITY.sessionsEnded, actor, user, trx);
    });
  return user;
}

/** Deletes a user and records `user_deleted`. The last active admin stays. */
export async function deleteUser(id: number, actor: ActivityActor): Promise<UserWrite> {
  const current = await getUserById(id);
  if (!current) return NO_SUCH_USER;
  return db()
    .transaction()
    .execute(async (trx): Promise<UserWrite> => {
      if (await isLastActiveAdmin(trx, id)) return refused(LAST_ADMIN_MESSAGE);
      await trx.deleteFrom("users").where("id", "=", id).execute();
      await recordUserActivity(USER_ACTIVITY.deleted, actor, current, trx);
      return { ok: true, user: current };
    });
}

/** Whether this is the user's password (for changes a signed-in person makes to their own account). */
export async function passwordMatches(id: number, password: string): Promise<boolean> {
  const row = await db().selectFrom("users").select("password_hash").where("id", "=", id).executeTakeFirst();
  if (!row) return verifyAgainstDecoy(password);
  return verifyPassword(password, row.password_hash);
}

export async function isUsernameTaken(username: string) {
  const row = await db().selectFrom("users").select("id").where("username", "=", username).executeTakeFirst();
  return !!row;
}

export async function isEmailTaken(email: string) {
  // Without case: "Ali@x.com" and "ali@x.com" reach the same mailbox.
  const row = await db()
    .selectFrom("users")
    .select("id")
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return !!row;
}

// One check per distinct hash: verifying costs a full scrypt, and the login
// page asks on every view.
const demoCheckCache = new Map<string, boolean>();

/** Whether the seeded demo admin can still sign in with its published password. */
export async function demoCredentialsActive(): Promise<boolean> {
  const row = await db().selectFrom("users").select(["password_hash", "status", "role"]).where("username", "=", "admin").executeTakeFirst();
  if (!row || row.status !== "active" || row.role !== "admin") return false;
  let active = demoCheckCache.get(row.password_hash);
  if (active === undefined) {
    active = await verifyPassword(DEMO_PASSWORDS.admin, row.password_hash);
    demoCheckCache.set(row.password_hash, active);
  }
  return active;
}

/** One name per change, whichever door (admin screen or `/api`) it came through. */
export const USER_ACTIVITY = {
  created: "user_created",
  registered: "user_registered",
  updated: "user_updated",
  passwordChanged: "user_password_changed",
  deleted: "user_deleted",
  sessionsEnded: "user_sessions_ended",
} as const;

const userActivities = {
  user_created: { title: "Kullanıcı oluşturuldu", done: "kullanıcısını oluşturdu.", icon: "UserPlus" },
  user_updated: { title: "Kullanıcı güncellendi", done: "kullanıcısını güncelledi.", icon: "Activity" },
  user_password_changed: { title: "Şifre değiştirildi", done: "kullanıcısının şifresini değiştirdi.", icon: "AlertCircle" },
  user_deleted: { title: "Kullanıcı silindi", done: "kullanıcısını sildi.", icon: "AlertCircle" },
  user_sessions_ended: { title: "Oturumlar kapatıldı", done: "kullanıcısının tüm oturumlarını kapattı.", icon: "AlertCircle" },
} as const;

/** The activity-log entry of an admin's change to a user. */
async function recordUserActivity(
  action: keyof typeof userActivities,
  actor: ActivityActor,
  user: Pick<User, "username">,
  executor?: Kysely<Database>,
) {
  const { title, done, icon } = userActivities[action];
  await recordActivity({ actor, action, title, description: `${actor.username}, ${user.username} ${done}`, icon }, executor);
}
