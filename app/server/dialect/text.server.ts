import { sql, type Expression, type RawBuilder } from "kysely";
import { dialectName, type DialectName } from "./name.server";

// SQLite has instr(), PostgreSQL strpos(): both give the 1-based position, 0 when absent.
const position: Record<DialectName, (haystack: Expression<string | null>, needle: string) => RawBuilder<number>> = {
  sqlite: (haystack, needle) => sql<number>`instr(${haystack}, ${needle})`,
  postgres: (haystack, needle) => sql<number>`strpos(${haystack}, ${needle})`,
};

/** True where `needle` occurs in `haystack` as written (no pattern characters, unlike LIKE). */
export function contains(haystack: Expression<string | null>, needle: string): RawBuilder<boolean> {
  return sql<boolean>`${position[dialectName()](haystack, needle)} > 0`;
}
