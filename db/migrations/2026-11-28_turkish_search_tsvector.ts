import { type Kysely, sql } from "kysely";
import { isPostgres } from "./portable";

// Site search on PostgreSQL (docs/postgres.md, "Search"): what SQLite's search_fts (migration
// 2026-11-25_0018_search_index) is there. On SQLite this migration does nothing.
//
// - `search_fold(text)` folds the Turkish letters the way the query side's foldTurkish does
//   (app/lib/search/query.ts), ı and İ included, whatever the server's locale would make of
//   lower('I'); `unaccent` then strips the accents left (é, ñ, ...) as unicode61's
//   remove_diacritics 2 does on SQLite.
// - `site_turkish` is a copy of the `turkish` configuration whose words go through unaccent and
//   the `simple` dictionary instead of the Snowball stemmer: the query side already stems
//   (decision 018) and searches prefixes, and the stemmer's consonant changes on folded text
//   ("merhaba" → "merhap", "için" → "iç", "bitcoinin" → "bitcoi") break prefix matching. The
//   parser drops HTML tags and entities, which the SQLite triggers remove by hand.
// - `search_vector` is a generated column, so it is rewritten in the statement that writes the
//   document, inside the writer's transaction, as the FTS5 row is by its trigger. Title,
//   keywords and body are weighted A, B and D: ts_rank_cd's weights {0.1, 0.2, 0.4, 1.0} give
//   them 1.0, 0.4 and 0.1, the 10 : 4 : 1 of FTS5's bm25 weights.

const FROM = "İIıŞşÇçĞğÖöÜüÂâÎîÛû";
const TO = "iiissccggoouuaaiiuu";

const WORD_TOKENS = "asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart";

const vector = (column: string, weight: string) => `setweight(to_tsvector('site_turkish'::regconfig, search_fold(${column})), '${weight}')`;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const statements = [
    "create extension if not exists unaccent",
    `create function search_fold(text) returns text language sql immutable parallel safe strict
      as $$ select translate($1, '${FROM}', '${TO}') $$`,
    "create text search configuration site_turkish (copy = turkish)",
    `alter text search configuration site_turkish alter mapping for ${WORD_TOKENS} with unaccent, simple`,
    `alter table search_documents add column search_vector tsvector generated always as (
      ${vector("title", "A")} || ${vector("keywords", "B")} || ${vector("body", "D")}) stored`,
    "create index search_documents_vector on search_documents using gin (search_vector)",
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const statements = [
    "drop index if exists search_documents_vector",
    "alter table search_documents drop column if exists search_vector",
    "drop text search configuration if exists site_turkish",
    "drop function if exists search_fold(text)",
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
