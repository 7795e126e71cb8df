import { type Kysely } from "kysely";

// Reading times were typed by hand and went stale (a 150-word post said "7 dk okuma"); from now on
// the write path counts them (app/lib/blog/content.ts: 200 words a minute, at least 1). Existing
// posts are counted once here, the same way, written out because a migration never imports app code.
const countWords = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .split(/\s+/)
    .filter(Boolean).length;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  const posts = await db.selectFrom("blog_posts").select(["id", "content"]).execute();
  for (const post of posts as { id: number; content: string | null }[]) {
    const minutes = Math.max(1, Math.ceil(countWords(post.content ?? "") / 200));
    await db.updateTable("blog_posts").set({ read_time: minutes }).where("id", "=", post.id).execute();
  }
}

// The hand-typed figures are not kept, so there is nothing to put back.
export async function down(): Promise<void> {}
