import { type Kysely, sql } from "kysely";

// The seeded about, contact and footer rows that state invented facts (a team, a "10.000 users"
// milestone, a phone number). They are matched by the seeded values themselves, so a row an
// admin has already changed is never marked.
const SAMPLE_PHONE = "+90 212 555 00 00";
const sampleRows: { table: string; column: string; values: string[] }[] = [
  { table: "about_values", column: "name", values: ["Güvenlik", "İnovasyon", "Başarı", "Topluluk"] },
  { table: "team_members", column: "name", values: ["Ahmet Yılmaz", "Elif Demir", "Mehmet Kaya"] },
  { table: "milestones", column: "title", values: ["Kuruluş", "Platform Lansmanı", "10.000 Kullanıcı"] },
  { table: "contact_info", column: "phone", values: [SAMPLE_PHONE] },
  { table: "footer_info", column: "phone", values: [SAMPLE_PHONE] },
];

// The seeded stats band's invented figures, replaced by the live counts (content `{}`).
const INVENTED_STATS = ["10.000+", "%95", "1000+", "500+"];

const MARKET_SECTION = {
  type: "market",
  title: "Piyasa",
  subtitle: "Hacme göre öne çıkan coinler, günün en çok hareket edenleri ve korku-açgözlülük endeksi",
};

// The footer's services column listed two links; an install still holding just those two gets
// the main tools (the same list as app/lib/site/defaults.ts `mainToolLinks` at this migration).
const SEEDED_SERVICE_LINKS = ["/ai-chat", "/crypto-analysis"];
const MAIN_TOOL_LINKS = [
  { title: "Piyasa", url: "/crypto-analysis" },
  { title: "Sinyaller", url: "/signals" },
  { title: "Portföy Takibi", url: "/portfolio-tracker" },
  { title: "Fiyat Alarmları", url: "/alerts" },
  { title: "Kripto Haberler", url: "/crypto-news" },
  { title: "Kripto Sözlük", url: "/crypto-dictionary" },
  { title: "AI Sohbet", url: "/ai-chat" },
  { title: "Tüm Hizmetler", url: "/services" },
];

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // Which rows still hold the seeded sample content: a row leaves this table when an admin
  // edits or deletes it, and public pages hide sections that hold only sample rows.
  await db.schema
    .createTable("sample_content")
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("row_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("sample_content_pk", ["entity", "row_id"])
    .execute();

  for (const { table, column, values } of sampleRows) {
    await db
      .insertInto("sample_content")
      .columns(["entity", "row_id"])
      .expression(
        db
          .selectFrom(table)
          .select([sql.lit(table).as("entity"), "id"])
          .where(column, "in", values),
      )
      .execute();
  }

  const stats = await db.selectFrom("home_sections").select(["id", "content"]).where("type", "=", "stats").execute();
  for (const row of stats) {
    if (INVENTED_STATS.every((figure) => String(row.content).includes(`"${figure}"`))) {
      await db.updateTable("home_sections").set({ content: "{}" }).where("id", "=", row.id).execute();
    }
  }

  // Existing installs get the market section right after their hero (or first), like a fresh one.
  const sections = await db.selectFrom("home_sections").select(["id", "type", "sort_order"]).orderBy("sort_order").execute();
  if (sections.length && !sections.some((section) => section.type === "market")) {
    const hero = sections.find((section) => section.type === "hero");
    const after = hero ? Number(hero.sort_order) : 0;
    await db
      .updateTable("home_sections")
      .set({ sort_order: sql`sort_order + 1` })
      .where("sort_order", ">", after)
      .execute();
    await db
      .insertInto("home_sections")
      .values({ ...MARKET_SECTION, content: "{}", sort_order: after + 1 })
      .execute();
  }

  await widenFooterServices(db);
}

async function widenFooterServices(db: Kysely<any>) {
  const links = await db.selectFrom("footer_links").select("url").where("column_number", "=", 2).execute();
  const urls = links.map((link) => String(link.url)).sort();
  if (urls.join() !== SEEDED_SERVICE_LINKS.join()) return;
  await db.deleteFrom("footer_links").where("column_number", "=", 2).execute();
  await db
    .insertInto("footer_links")
    .values(MAIN_TOOL_LINKS.map((link, index) => ({ ...link, column_number: 2, sort_order: index + 1 })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("home_sections").where("type", "=", "market").execute();
  await db.schema.dropTable("sample_content").execute();
}
