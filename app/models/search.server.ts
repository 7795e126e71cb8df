import type SQLite from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { catalogueDocuments } from "~/lib/search/catalogue-documents";
import { SEARCH_KINDS, type SearchKind } from "~/lib/search/kinds";
import { foldTurkish, matchExpression, parseSearchQuery, tsqueryExpression, type QueryTerm } from "~/lib/search/query";
import { excerpt, matchRanges, plainText, type Range } from "~/lib/search/text";
import { db, sqliteHandle } from "~/server/db.server";
import { dialectName } from "~/server/dialect/name.server";

// The index itself (tables and the triggers that keep it current) is migration
// 2026-11-25_0018_search_index, on PostgreSQL 2026-11-28_turkish_search_tsvector;
// docs/decisions/018-site-search-fts5.md says why it is built so.

export type { SearchKind };
export { SEARCH_KINDS };

export interface SearchHit {
  kind: SearchKind;
  title: string;
  /** Site-relative (/crypto-dictionary/defi), except news, which has no page here: the item's own link. */
  url: string;
  /** Plain text around the match (no HTML), for the page and the API. */
  snippet: string;
  /** A longer plain-text passage (at most about 700 characters) for the assistant's context. */
  text: string;
  /** bm25-based, higher is better. */
  score: number;
  /** The matched words in `snippet`, for the page to mark. */
  highlights: Range[];
  /** The matched words in `title`. */
  titleHighlights: Range[];
  /**
   * How many of the query's words the page has (in its title, keywords or text), out of
   * `SiteSearchResult.terms`: a page found by one word of four ("any" search) is a weak match, which
   * the assistant's relevance floor leaves out.
   */
  matchedTerms: number;
  /** Whether one of the query's words is in the title or keywords. */
  inTitle: boolean;
}

export interface SearchOptions {
  kinds?: readonly SearchKind[];
  limit?: number;
  offset?: number;
}

const SNIPPET_LENGTH = 220;
const PASSAGE_LENGTH = 700;
const MAX_LIMIT = 100;
/** bm25 weights of search_fts's columns: a word in the title counts ten times one in the body. */
const WEIGHTS = "10.0, 4.0, 1.0";
/**
 * ts_rank_cd's weights for D, C, B and A: the title is A, the keywords B and the body D
 * (migration 2026-11-28_turkish_search_tsvector), so 1.0 : 0.4 : 0.1, the same 10 : 4 : 1.
 */
const PG_WEIGHTS = "{0.1, 0.2, 0.4, 1.0}";
/**
 * ts_rank_cd's normalisation 2: divided by the page's length, as bm25 holds a long page's many
 * words against it. Of the normalisations tried on the seeded database (30 questions) it comes
 * closest to FTS5's order: the same first hit for 24, three quarters of the top five shared.
 */
const PG_NORMALIZATION = 2;
/** The kinds whose titles and keywords make the vocabulary. */
const VOCABULARY_KINDS = ["term", "lesson", "research", "tool"];

interface Row {
  kind: SearchKind;
  title: string;
  url: string;
  keywords: string;
  body: string;
  /** Higher is better. */
  score: number;
}

type Join = "all" | "any";

interface Page {
  kinds: readonly SearchKind[];
  limit: number;
  offset: number;
}

/**
 * What differs between the two databases: SQLite's FTS5 table search_fts and PostgreSQL's
 * search_documents.search_vector (docs/postgres.md, "Search"). Both take the same parsed terms
 * and answer in the same shape; everything around them (snippets, highlights) is shared.
 */
interface SearchEngine {
  /** How many documents of each kind match; empty when nothing does. */
  countByKind(terms: readonly QueryTerm[], join: Join): Promise<Partial<Record<SearchKind, number>>>;
  /** One page of the matching documents of the chosen kinds (all when none), best first. */
  rows(terms: readonly QueryTerm[], join: Join, page: Page): Promise<Row[]>;
  vocabularyRows(): Promise<{ title: string; keywords: string }[]>;
}

// Prepared once per connection and kinds filter: a search runs two statements and nothing else.
const statements = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();

function statement(sqlite: SQLite.Database, source: string): SQLite.Statement {
  let cache = statements.get(sqlite);
  if (!cache) statements.set(sqlite, (cache = new Map()));
  let prepared = cache.get(source);
  if (!prepared) cache.set(source, (prepared = sqlite.prepare(source)));
  return prepared;
}

const countsOf = (rows: { kind: SearchKind; n: number }[]): Partial<Record<SearchKind, number>> =>
  Object.fromEntries(rows.map((row) => [row.kind, Number(row.n)]));

/** SQLite: FTS5 MATCH and bm25 through prepared statements, synchronous underneath. */
const sqliteEngine: SearchEngine = {
  async countByKind(terms, join) {
    const rows = statement(
      sqliteHandle(),
      "SELECT d.kind AS kind, count(*) AS n FROM search_fts JOIN search_documents d ON d.id = search_fts.rowid WHERE search_fts MATCH ? GROUP BY d.kind",
    ).all(matchExpression(terms, join)) as { kind: SearchKind; n: number }[];
    return countsOf(rows);
  },
  async rows(terms, join, { kinds, limit, offset }) {
    const filter = kinds.length ? ` AND d.kind IN (${kinds.map(() => "?").join(", ")})` : "";
    const rows = statement(
      sqliteHandle(),
      `SELECT d.kind AS kind, d.title AS title, d.url AS url, d.keywords AS keywords, d.body AS body, bm25(search_fts, ${WEIGHTS}) AS rank
     FROM search_fts JOIN search_documents d ON d.id = search_fts.rowid
     WHERE search_fts MATCH ?${filter} ORDER BY rank LIMIT ? OFFSET ?`,
    ).all(matchExpression(terms, join), ...kinds, limit, offset) as (Omit<Row, "score"> & { rank: number })[];
    // bm25 is lower for better matches.
    return rows.map(({ rank, ...row }) => ({ ...row, score: -rank }));
  },
  async vocabularyRows() {
    return statement(
      sqliteHandle(),
      `SELECT title, keywords FROM search_documents WHERE kind IN (${VOCABULARY_KINDS.map((kind) => `'${kind}'`).join(", ")})`,
    ).all() as { title: string; keywords: string }[];
  },
};

const tsquery = (terms: readonly QueryTerm[], join: Join) => sql`to_tsquery('site_turkish', ${tsqueryExpression(terms, join)})`;

/** PostgreSQL: the generated tsvector column, its GIN index and ts_rank_cd. */
const postgresEngine: SearchEngine = {
  async countByKind(terms, join) {
    const { rows } = await sql<{ kind: SearchKind; n: number }>`
      SELECT kind, count(*) AS n FROM search_documents WHERE search_vector @@ ${tsquery(terms, join)} GROUP BY kind`.execute(db());
    return countsOf(rows);
  },
  async rows(terms, join, { kinds, limit, offset }) {
    const filter = kinds.length ? sql`AND kind IN (${sql.join(kinds)})` : sql``;
    const { rows } = await sql<Row>`
      SELECT kind, title, url, keywords, body,
        ts_rank_cd(${PG_WEIGHTS}::real[], search_vector, query, ${PG_NORMALIZATION}) AS score
      FROM search_documents, ${tsquery(terms, join)} AS query
      WHERE search_vector @@ query ${filter}
      ORDER BY score DESC, id LIMIT ${limit} OFFSET ${offset}`.execute(db());
    return rows;
  },
  async vocabularyRows() {
    return db().selectFrom("search_documents").select(["title", "keywords"]).where("kind", "in", VOCABULARY_KINDS).execute();
  },
};

const engine = (): SearchEngine => (dialectName() === "postgres" ? postgresEngine : sqliteEngine);

function total(counts: Partial<Record<SearchKind, number>>, kinds: readonly SearchKind[] | undefined): number {
  return Object.entries(counts).reduce(
    (sum, [kind, n]) => (!kinds?.length || kinds.includes(kind as SearchKind) ? sum + (n ?? 0) : sum),
    0,
  );
}

export interface SiteSearchResult {
  hits: SearchHit[];
  total: number;
  /** Matches of every kind, whatever `kinds` chose, for the page's filter links. */
  counts: Partial<Record<SearchKind, number>>;
  /** How many words the query was searched with (after question words were dropped). */
  terms: number;
}

/**
 * Searches the site's index. All the query's words must match (each also as the start of a
 * longer word); when that finds nothing, any of them may, best matches first. A query that
 * has nothing to search (empty, too long, no letters) finds nothing: the page and the API ask
 * `parseSearchQuery` first to say why.
 */
export async function searchSite(query: string, options: SearchOptions = {}): Promise<SiteSearchResult> {
  const parsed = parseSearchQuery(query);
  if ("problem" in parsed) return { hits: [], total: 0, counts: {}, terms: 0 };
  const search = engine();
  const { terms } = parsed;
  let join: Join = "all";
  let counts = await search.countByKind(terms, join);
  if (Object.keys(counts).length === 0 && terms.length > 1) {
    join = "any";
    counts = await search.countByKind(terms, join);
  }
  const found = total(counts, options.kinds);
  if (found === 0) return { hits: [], total: 0, counts, terms: terms.length };

  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 10), 1), MAX_LIMIT);
  const offset = Math.max(Math.trunc(options.offset ?? 0), 0);
  const kinds = (options.kinds ?? []).filter((kind) => SEARCH_KINDS.includes(kind));
  const rows = await search.rows(terms, join, { kinds, limit, offset });

  const stems = terms.map((term) => term.stem);
  const hits = rows.map((row): SearchHit => {
    const body = plainText(row.body);
    const snippet = excerpt(body, stems, SNIPPET_LENGTH);
    const heading = `${row.title} ${row.keywords}`;
    const has = (text: string, stem: string) => matchRanges(text, [stem]).length > 0;
    return {
      kind: row.kind,
      title: row.title,
      url: row.url,
      snippet: snippet.text,
      text: excerpt(body, stems, PASSAGE_LENGTH).text,
      score: row.score,
      highlights: snippet.highlights,
      titleHighlights: matchRanges(row.title, stems),
      matchedTerms: stems.filter((stem) => has(heading, stem) || has(body, stem)).length,
      inTitle: stems.some((stem) => has(heading, stem)),
    };
  });
  return { hits, total: found, counts, terms: terms.length };
}

/**
 * The words of the site's titles and keywords (terms, lessons, research pages, tools and
 * features), folded, four letters or more: what a mistyped question is corrected against.
 */
export async function searchVocabulary(): Promise<string[]> {
  const rows = await engine().vocabularyRows();
  const words = new Set<string>();
  for (const row of rows) {
    for (const word of foldTurkish(`${row.title} ${row.keywords}`).split(/[^\p{L}\p{N}]+/u)) if (word.length >= 4) words.add(word);
  }
  return [...words];
}

/**
 * Writes the tool and market-coin documents from the code's catalogues when they differ from
 * what is stored (the seed calls this on every start, so a deploy that adds a tool indexes it).
 */
export async function writeCatalogueDocuments(database: Kysely<Database>): Promise<void> {
  const wanted = catalogueDocuments();
  const stored = await database
    .selectFrom("search_documents")
    .select(["kind", "ref", "url", "title", "keywords", "body"])
    .where("kind", "in", ["tool", "coin"])
    .orderBy("id")
    .execute();
  const key = (rows: readonly object[]) => JSON.stringify(rows);
  if (key(stored) === key(wanted)) return;
  await database.transaction().execute((trx) => replaceCatalogueDocuments(trx));
}

async function replaceCatalogueDocuments(trx: Kysely<Database>) {
  await trx.deleteFrom("search_documents").where("kind", "in", ["tool", "coin"]).execute();
  await trx.insertInto("search_documents").values(catalogueDocuments()).execute();
}

/**
 * Each indexed table with a column its update trigger watches: setting it to itself makes the
 * trigger write the row's document again, so the triggers stay the one definition of what is
 * indexed and how.
 */
const INDEXED_TABLES = [
  ["dictionary_terms", "slug"],
  ["lessons", "slug"],
  ["coin_research", "symbol"],
  ["blog_posts", "slug"],
  ["faqs", "question"],
  ["news_items", "title"],
] as const;

/** Empties the index and writes every document again, in one transaction (`npm run search:rebuild`). */
export async function rebuildSearchIndex(database: Kysely<Database> = db()): Promise<{ documents: number }> {
  await database.transaction().execute(async (trx) => {
    // PostgreSQL's search_vector is a column of search_documents: it goes with its rows.
    if (dialectName() === "sqlite") await sql`DELETE FROM search_fts`.execute(trx);
    await trx.deleteFrom("search_documents").execute();
    for (const [table, column] of INDEXED_TABLES) await sql.raw(`UPDATE ${table} SET ${column} = ${column}`).execute(trx);
    await replaceCatalogueDocuments(trx);
  });
  const row = await database
    .selectFrom("search_documents")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return { documents: Number(row.n) };
}
