import { sql, type Expression, type RawBuilder } from "kysely";
import { dialectName, type DialectName } from "./name.server";

// SQLite's max() with two arguments is the larger of them; PostgreSQL's max() is the aggregate
// only, and greatest() its scalar form.
const larger: Record<DialectName, <T>(a: Expression<T>, b: Expression<T>) => RawBuilder<T>> = {
  sqlite: (a, b) => sql`max(${a}, ${b})`,
  postgres: (a, b) => sql`greatest(${a}, ${b})`,
};

/** The larger of two values, in SQL. */
export function greatest<T>(a: Expression<T>, b: Expression<T>): RawBuilder<T> {
  return larger[dialectName()](a, b);
}
