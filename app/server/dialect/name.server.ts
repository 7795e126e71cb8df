import { env } from "../env.server";

/** The two databases the site runs on: SQLite embedded (the default), PostgreSQL for several app servers. */
export type DialectName = "sqlite" | "postgres";

/**
 * Which database this process uses, from the environment it started with (env() is read once):
 * `DATABASE_URL` set selects PostgreSQL. Each concern that differs between the two (this folder,
 * one module per concern) keeps one implementation per dialect and picks it with this.
 */
export function dialectName(): DialectName {
  return env().DATABASE_URL ? "postgres" : "sqlite";
}
