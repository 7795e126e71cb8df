import { type Kysely, sql } from "kysely";

// The site-wide search index (docs/decisions/018-site-search-fts5.md).
//
// search_documents holds one row per searchable page with its display text; search_fts is
// the FTS5 index of the same rows (rowid = search_documents.id) over their folded text. It
// keeps its own copy of that text rather than being contentless: a contentless table that can
// delete rows needs SQLite 3.43, and a schema older shells cannot read would lock them out. Triggers keep both current: a write to a content table rewrites its
// document in the same statement, so in the same transaction, whoever the writer is (the
// admin forms, the JSON API, the news fetcher, the seed, or SQL by hand).
//
// unicode61 with remove_diacritics 2 folds case, ş ç ğ ö ü â î û and İ, but not the dotless
// ı, which the triggers replace themselves; the query side folds the same way in JavaScript.
// Tool and market-coin documents come from the code's catalogues: the seed writes those.

/** Markup the content editors produce; removed so tag names are not indexed as words. */
const TAGS = ["p", "h2", "h3", "strong", "em", "b", "i", "ul", "ol", "li", "blockquote", "code", "br"];

/**
 * The text as the index should see it. Kept shallow on purpose: each replace() is a level of
 * the SQL parser's stack, and older SQLite builds (Debian's sqlite3 3.40 shell) refuse a schema
 * nested more than about 30 deep, so closing tags are first turned into opening ones.
 */
function plain(expression: string): string {
  let out = `replace(${expression}, '</', '<')`;
  for (const tag of TAGS) out = `replace(${out}, '<${tag}>', ' ')`;
  out = `replace(replace(${out}, '&nbsp;', ' '), '&amp;', '&')`;
  return `replace(${out}, 'ı', 'i')`;
}

/**
 * What each content table contributes: its document's fields as SQL over the row (alias `r`),
 * the condition for being searchable at all, and the columns whose change matters (a view
 * counter going up must not rewrite the index).
 */
interface Source {
  table: string;
  kind: string;
  from: string;
  url: string;
  title: string;
  keywords: string;
  body: string;
  where?: string;
  columns: string[];
}

const NL = "char(10)";

const SOURCES: Source[] = [
  {
    table: "dictionary_terms",
    kind: "term",
    from: "dictionary_terms r",
    url: "'/crypto-dictionary/' || r.slug",
    title: "r.term",
    keywords: "r.english",
    body: `r.short_definition || ${NL} || r.explanation || ${NL} || r.example`,
    columns: ["slug", "term", "english", "short_definition", "explanation", "example"],
  },
  {
    table: "lessons",
    kind: "lesson",
    from: "lessons r JOIN courses c ON c.id = r.course_id",
    url: "'/crypto-education/' || c.slug || '/' || r.slug",
    title: "r.title",
    keywords: "c.title",
    body: `r.summary || ${NL} || r.content`,
    columns: ["course_id", "slug", "title", "summary", "content"],
  },
  {
    table: "coin_research",
    kind: "research",
    from: "coin_research r",
    url: "'/crypto-research/' || lower(r.symbol)",
    title: "r.name || ' (' || r.symbol || ')'",
    keywords: "r.symbol || ' ' || r.name",
    body: `r.summary || ${NL} || r.consensus || ${NL} || r.supply_model`,
    columns: ["symbol", "name", "summary", "consensus", "supply_model"],
  },
  {
    table: "blog_posts",
    kind: "post",
    from: "blog_posts r",
    url: "'/blog/' || r.slug",
    title: "r.title",
    keywords: "r.tags",
    body: `r.excerpt || ${NL} || r.content`,
    where: "r.status = 'published'",
    columns: ["slug", "title", "tags", "excerpt", "content", "status"],
  },
  {
    table: "faqs",
    kind: "faq",
    from: "faqs r",
    url: "'/faq'",
    title: "r.question",
    keywords: "''",
    body: "r.answer",
    where: "r.enabled = 1",
    columns: ["question", "answer", "enabled"],
  },
  {
    table: "news_items",
    kind: "news",
    from: "news_items r JOIN news_sources s ON s.id = r.source_id",
    url: "r.link",
    title: "r.title",
    keywords: "s.name",
    body: "r.summary",
    where: "s.enabled = 1",
    columns: ["source_id", "link", "title", "summary"],
  },
];

function insertDocuments(source: Source, condition: string): string {
  const where = [condition, source.where].filter(Boolean).join(" AND ");
  return `INSERT INTO search_documents (kind, ref, url, title, keywords, body)
    SELECT '${source.kind}', CAST(r.id AS TEXT), ${source.url}, ${source.title}, ${source.keywords}, ${source.body}
    FROM ${source.from} WHERE ${where};`;
}

function deleteDocuments(kind: string, refs: string): string {
  return `DELETE FROM search_documents WHERE kind = '${kind}' AND ref IN (${refs});`;
}

function triggerStatements(source: Source): string[] {
  const name = `${source.table}_search`;
  const columns = source.columns.join(", ");
  return [
    `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${source.table} BEGIN
      ${insertDocuments(source, "r.id = NEW.id")}
    END`,
    `CREATE TRIGGER ${name}_update AFTER UPDATE OF ${columns} ON ${source.table} BEGIN
      ${deleteDocuments(source.kind, "CAST(OLD.id AS TEXT)")}
      ${insertDocuments(source, "r.id = NEW.id")}
    END`,
    `CREATE TRIGGER ${name}_delete AFTER DELETE ON ${source.table} BEGIN
      ${deleteDocuments(source.kind, "CAST(OLD.id AS TEXT)")}
    END`,
  ];
}

const lessons = SOURCES.find((source) => source.kind === "lesson")!;
const news = SOURCES.find((source) => source.kind === "news")!;

/** A lesson's URL and keywords come from its course; a news item is shown only while its source is on. */
const PARENT_TRIGGERS = [
  `CREATE TRIGGER courses_search_update AFTER UPDATE OF slug, title ON courses BEGIN
    ${deleteDocuments("lesson", "SELECT CAST(id AS TEXT) FROM lessons WHERE course_id = NEW.id")}
    ${insertDocuments(lessons, "r.course_id = NEW.id")}
  END`,
  `CREATE TRIGGER news_sources_search_update AFTER UPDATE OF enabled, name ON news_sources BEGIN
    ${deleteDocuments("news", "SELECT CAST(id AS TEXT) FROM news_items WHERE source_id = NEW.id")}
    ${insertDocuments(news, "r.source_id = NEW.id")}
  END`,
];

const TRIGGER_NAMES = [
  "search_documents_insert",
  "search_documents_delete",
  "search_documents_update",
  "courses_search_update",
  "news_sources_search_update",
  ...SOURCES.flatMap((source) => ["insert", "update", "delete"].map((operation) => `${source.table}_search_${operation}`)),
];

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("search_documents")
    .addColumn("id", "integer", (c) => c.primaryKey())
    // tool, coin, term, lesson, research, post, faq, news
    .addColumn("kind", "text", (c) => c.notNull())
    // The source row's id, or the tool's path and the coin's pair for the code's catalogues.
    .addColumn("ref", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("keywords", "text", (c) => c.notNull().defaultTo(""))
    // As stored by its source (lessons and posts hold sanitised HTML); the app makes plain text of it.
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addUniqueConstraint("search_documents_kind_ref", ["kind", "ref"])
    .execute();

  await sql
    .raw(`CREATE VIRTUAL TABLE search_fts USING fts5(title, keywords, body, tokenize = 'unicode61 remove_diacritics 2')`)
    .execute(db);

  const statements = [
    `CREATE TRIGGER search_documents_insert AFTER INSERT ON search_documents BEGIN
      INSERT INTO search_fts (rowid, title, keywords, body) VALUES (NEW.id, ${plain("NEW.title")}, ${plain("NEW.keywords")}, ${plain("NEW.body")});
    END`,
    `CREATE TRIGGER search_documents_delete AFTER DELETE ON search_documents BEGIN
      DELETE FROM search_fts WHERE rowid = OLD.id;
    END`,
    `CREATE TRIGGER search_documents_update AFTER UPDATE ON search_documents BEGIN
      DELETE FROM search_fts WHERE rowid = OLD.id;
      INSERT INTO search_fts (rowid, title, keywords, body) VALUES (NEW.id, ${plain("NEW.title")}, ${plain("NEW.keywords")}, ${plain("NEW.body")});
    END`,
    ...SOURCES.flatMap(triggerStatements),
    ...PARENT_TRIGGERS,
    // Index what an existing installation already holds.
    ...SOURCES.map((source) => insertDocuments(source, "1")),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of TRIGGER_NAMES) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  await sql.raw("DROP TABLE IF EXISTS search_fts").execute(db);
  await db.schema.dropTable("search_documents").ifExists().execute();
}
