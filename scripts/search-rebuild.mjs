// Empties the site search index and writes every document again, from the content tables
// (through their triggers) and the code's tool and coin catalogues. The database is the one
// the site uses (DATABASE_PATH, default data/app.db), brought to the latest schema first.
// Usage: npm run search:rebuild
import { loadApp } from "./lib/load-app.mjs";

const app = await loadApp({
  "app/server/db.server.ts": ["migrateToLatest", "closeDatabase"],
  "app/models/search.server.ts": ["rebuildSearchIndex"],
});
const started = performance.now();
await app.migrateToLatest();
const { documents } = await app.rebuildSearchIndex();
await app.closeDatabase();
console.log(`search index rebuilt: ${documents} documents in ${Math.round(performance.now() - started)} ms`);
