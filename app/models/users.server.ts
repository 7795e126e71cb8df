import { db } from "~/lib/db.server";
import type { Role, Subscription, UserRow, UserStatus } from "~/lib/db-schema";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "~/lib/password.server";

/** A user as every caller outside this file sees it: never with the password hash. */
export type User = Omit<UserRow, "password_hash">;

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
}

export async function createUser(input: NewUser): Promise<User> {
  const { password, ...fields } = input;
  return db()
    .insertInto("users")
    .values({ ...fields, password_hash: await hashPassword(password) })
    .returning(publicColumns)
    .executeTakeFirstOrThrow();
}

export async function isUsernameTaken(username: string) {
  const row = await db().selectFrom("users").select("id").where("username", "=", username).executeTakeFirst();
  return !!row;
}

export async function isEmailTaken(email: string) {
  const row = await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  return !!row;
}

// One check per distinct hash: verifying costs a full scrypt, and the login
// page asks on every view.
const demoCheckCache = new Map<string, boolean>();

/** Whether the seeded demo admin can still sign in with its published password. */
export async function demoCredentialsActive(): Promise<boolean> {
  const row = await db()
    .selectFrom("users")
    .select(["password_hash", "status", "role"])
    .where("username", "=", "admin")
    .executeTakeFirst();
  if (!row || row.status !== "active" || row.role !== "admin") return false;
  let active = demoCheckCache.get(row.password_hash);
  if (active === undefined) {
    active = await verifyPassword("admin123", row.password_hash);
    demoCheckCache.set(row.password_hash, active);
  }
  return active;
}
