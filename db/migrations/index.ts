import type { Migration } from "kysely";
import * as initial from "./2026-11-22_0001_initial";
import * as learning from "./2026-11-23_0007_learning";

// Migrations are imported, not read from disk at run time, so they are bundled
// with the server build and type-checked. Add each new file here, in order.
export const migrations: Record<string, Migration> = {
  "2026-11-22_0001_initial": initial,
  "2026-11-23_0007_learning": learning,
};
