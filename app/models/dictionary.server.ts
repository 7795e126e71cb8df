import { slugify } from "~/lib/blog/content";
import { db } from "~/server/db.server";
import { compareTurkish, searchKey } from "~/lib/dictionary/alphabet";
import { parseRelated, type DictionaryTermFields } from "~/lib/dictionary/schema";
import { writeWithActivity, type ActivityActor } from "./activity.server";
import { notFound, refused, type NotFound, type Refusal } from "./refusal.server";

export type DictionaryEntry = { id: number; slug: string; term: string; english: string; short_definition: string };

/** Every term for the index, in Turkish alphabetical order. */
export async function listTerms(): Promise<DictionaryEntry[]> {
  const rows = await db().selectFrom("dictionary_terms").select(["id", "slug", "term", "english", "short_definition"]).execute();
  return rows.sort((a, b) => compareTurkish(a.term, b.term));
}

/**
 * Terms whose name, English original or short definition contains the query, matched
 * with Turkish case rules ("ışık" finds "IŞIK"), which SQLite's LIKE does not know.
 */
export async function searchTerms(query: string): Promise<DictionaryEntry[]> {
  const terms = await listTerms();
  const needle = searchKey(query);
  if (!needle) return terms;
  return terms.filter((term) => [term.term, term.english, term.short_definition].some((text) => searchKey(text).includes(needle)));
}

export async function getTermBySlug(slug: string) {
  return db().selectFrom("dictionary_terms").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export async function getTerm(id: number) {
  return db().selectFrom("dictionary_terms").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The related terms that exist, in the order they were listed. */
export async function relatedTerms(related: string) {
  const slugs = parseRelated(related);
  if (slugs.length === 0) return [];
  const rows = await db().selectFrom("dictionary_terms").select(["slug", "term"]).where("slug", "in", slugs).execute();
  return slugs.flatMap((slug) => rows.filter((row) => row.slug === slug));
}

/** Slugs of every term, for the sitemap. */
export async function listTermSlugs() {
  return db().selectFrom("dictionary_terms").select(["slug", "updated_at"]).orderBy("slug").execute();
}

export type TermSaveResult = { ok: true; slug: string } | Refusal<"slug"> | NotFound;

function termValues(fields: DictionaryTermFields) {
  return {
    slug: fields.slug || slugify(fields.term),
    term: fields.term,
    english: fields.english,
    short_definition: fields.short_definition,
    explanation: fields.explanation,
    example: fields.example,
    related: parseRelated(fields.related).join(","),
  };
}

async function slugTaken(slug: string, exceptId?: number) {
  let query = db().selectFrom("dictionary_terms").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
}

const SLUG_TAKEN = "Bu kısa ad başka bir terimde kullanılıyor.";
const SLUG_EMPTY = "Terimden kısa ad üretilemedi; kısa adı elle yazın.";

/** Adds a term (its slug from the term when none is given) and records the admin's activity. */
export async function createTerm(fields: DictionaryTermFields, actor: ActivityActor): Promise<TermSaveResult> {
  const values = termValues(fields);
  if (!values.slug) return refused(SLUG_EMPTY, "slug");
  if (await slugTaken(values.slug)) return refused(SLUG_TAKEN, "slug");
  await writeWithActivity(
    (trx) => trx.insertInto("dictionary_terms").values(values).returning("id").executeTakeFirstOrThrow(),
    () => ({ actor, action: "dictionary_term_created", title: "Sözlüğe terim eklendi", description: values.term, icon: "FileText" }),
  );
  return { ok: true, slug: values.slug };
}

/** Changes a term and records the admin's activity. */
export async function updateTerm(id: number, fields: DictionaryTermFields, actor: ActivityActor): Promise<TermSaveResult> {
  const values = termValues(fields);
  if (!values.slug) return refused(SLUG_EMPTY, "slug");
  if (await slugTaken(values.slug, id)) return refused(SLUG_TAKEN, "slug");
  const row = await writeWithActivity(
    (trx) =>
      trx
        .updateTable("dictionary_terms")
        .set({ ...values, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst(),
    () => ({ actor, action: "dictionary_term_updated", title: "Sözlük terimi güncellendi", description: values.term, icon: "FileText" }),
  );
  if (!row) return notFound("Terim bulunamadı.");
  return { ok: true, slug: values.slug };
}

/** Deletes a term and records the admin's activity; false when there was none. */
export async function deleteTerm(id: number, actor: ActivityActor): Promise<boolean> {
  const row = await writeWithActivity(
    (trx) => trx.deleteFrom("dictionary_terms").where("id", "=", id).returning("term").executeTakeFirst(),
    ({ term }) => ({ actor, action: "dictionary_term_deleted", title: "Sözlük terimi silindi", description: term, icon: "AlertCircle" }),
  );
  return Boolean(row);
}
