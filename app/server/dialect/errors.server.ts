import { dialectName, type DialectName } from "./name.server";

const code = (error: unknown) => (error as { code?: unknown } | null)?.code;

// better-sqlite3 names the constraint in `code`; node-postgres gives the SQLSTATE.
const uniqueViolation: Record<DialectName, (error: unknown) => boolean> = {
  sqlite: (error) => code(error) === "SQLITE_CONSTRAINT_UNIQUE",
  postgres: (error) => code(error) === "23505",
};

/** Whether a write failed because a row with the same unique key is already there. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation[dialectName()](error);
}
