import { type Kysely, sql } from "kysely";

// ISO 8601 in UTC with milliseconds, so text comparison sorts chronologically.
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("username", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) =>
      c
        .notNull()
        .defaultTo("user")
        .check(sql`role in ('admin', 'user')`),
    )
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("active")
        .check(sql`status in ('active', 'inactive', 'banned')`),
    )
    .addColumn("subscription", "text", (c) =>
      c
        .notNull()
        .defaultTo("free")
        .check(sql`subscription in ('free', 'basic', 'premium', 'enterprise')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("users_created_at").on("users").column("created_at").execute();

  await db.schema
    .createTable("home_sections")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("subtitle", "text")
    .addColumn("content", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("home_sections_order").on("home_sections").column("sort_order").execute();

  await db.schema
    .createTable("footer_info")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("newsletter_description", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("copyright", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("footer_links")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("column_number", "integer", (c) => c.notNull().check(sql`column_number between 1 and 3`))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("footer_links_column_order").on("footer_links").columns(["column_number", "sort_order"]).execute();

  await db.schema
    .createTable("footer_social_links")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("platform", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("icon", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("footer_column_headers")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("column_number", "integer", (c) => c.notNull().check(sql`column_number between 1 and 3`))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("about_info")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("subtitle", "text")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("mission", "text")
    .addColumn("vision", "text")
    .addColumn("values_image", "text")
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("about_values")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("icon_name", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("team_members")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("bio", "text", (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("milestones")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("year", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("contact_info")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("working_hours", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("subject", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("new")
        .check(sql`status in ('new', 'read', 'replied', 'closed')`),
    )
    .addColumn("priority", "text", (c) =>
      c
        .notNull()
        .defaultTo("normal")
        .check(sql`priority in ('low', 'normal', 'high', 'urgent')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("replied_at", "text")
    .execute();
  await db.schema.createIndex("contact_messages_created_at").on("contact_messages").column("created_at").execute();
  await db.schema.createIndex("contact_messages_status_priority").on("contact_messages").columns(["status", "priority"]).execute();

  await db.schema
    .createTable("faqs")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("faqs_enabled_order").on("faqs").columns(["enabled", "sort_order"]).execute();

  await db.schema
    .createTable("blog_categories")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("blog_posts")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("featured_image", "text")
    .addColumn("author", "text", (c) => c.notNull().defaultTo("Admin"))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("draft")
        .check(sql`status in ('draft', 'published')`),
    )
    .addColumn("category_id", "integer", (c) => c.references("blog_categories.id").onDelete("set null"))
    .addColumn("tags", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("meta_title", "text")
    .addColumn("meta_description", "text")
    .addColumn("read_time", "integer", (c) =>
      c
        .notNull()
        .defaultTo(5)
        .check(sql`read_time >= 1`),
    )
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("likes", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`likes >= 0`),
    )
    .addColumn("published_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("blog_posts_status_published_at").on("blog_posts").columns(["status", "published_at"]).execute();
  await db.schema.createIndex("blog_posts_category").on("blog_posts").column("category_id").execute();

  await db.schema
    .createTable("blog_slug_redirects")
    .addColumn("old_slug", "text", (c) => c.primaryKey())
    .addColumn("post_id", "integer", (c) => c.notNull().references("blog_posts.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("blog_likes")
    .addColumn("post_id", "integer", (c) => c.notNull().references("blog_posts.id").onDelete("cascade"))
    .addColumn("visitor_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("blog_likes_pk", ["post_id", "visitor_id"])
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("value", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("ai_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("api_key_encrypted", "text")
    .addColumn("base_url", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("max_tokens", "integer", (c) => c.notNull())
    .addColumn("temperature", "real", (c) => c.notNull())
    .addColumn("top_p", "real", (c) => c.notNull())
    .addColumn("frequency_penalty", "real", (c) => c.notNull())
    .addColumn("presence_penalty", "real", (c) => c.notNull())
    .addColumn("system_prompt", "text", (c) => c.notNull())
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("ai_messages")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("conversation_key", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("response", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("tokens_used", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("cleared", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("ai_messages_created_at").on("ai_messages").column("created_at").execute();
  await db.schema.createIndex("ai_messages_conversation").on("ai_messages").columns(["conversation_key", "cleared", "id"]).execute();

  await db.schema
    .createTable("seo_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("site_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("site_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("default_title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("default_keywords", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("og_image", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("favicon", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("robots_txt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("google_verification", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("bing_verification", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("yandex_verification", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("canonical_url_base", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sitemap_enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("rss_enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("structured_data")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("org_type", "text", (c) => c.notNull().defaultTo("Organization"))
    .addColumn("org_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("org_logo", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("org_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("org_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("org_phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("org_email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("org_address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("social_profiles", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("google_services")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("analytics_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("analytics_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("adsense_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("adsense_publisher_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("search_console_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("search_console_verification", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("tag_manager_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("tag_manager_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("page_seo")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("page_path", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("keywords", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("og_title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("og_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("og_image", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("twitter_title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("twitter_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("twitter_image", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("canonical_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("noindex", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("nofollow", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("notifications")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) =>
      c
        .notNull()
        .defaultTo("info")
        .check(sql`type in ('info', 'warning', 'success', 'error')`),
    )
    .addColumn("category", "text", (c) =>
      c
        .notNull()
        .defaultTo("system")
        .check(sql`category in ('user', 'system', 'content', 'security')`),
    )
    .addColumn("priority", "text", (c) =>
      c
        .notNull()
        .defaultTo("normal")
        .check(sql`priority in ('low', 'normal', 'high', 'urgent')`),
    )
    .addColumn("is_global", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("related_type", "text")
    .addColumn("related_id", "integer")
    .addColumn("is_read", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("notifications_created_at").on("notifications").column("created_at").execute();
  await db.schema.createIndex("notifications_filters").on("notifications").columns(["is_read", "type", "category"]).execute();

  await db.schema
    .createTable("activity_log")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("username", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("icon", "text", (c) => c.notNull().defaultTo("Activity"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("activity_log_created_at").on("activity_log").column("created_at").execute();
  await db.schema.createIndex("activity_log_action").on("activity_log").column("action").execute();

  await db.schema
    .createTable("system_info")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("current_version", "text", (c) => c.notNull())
    .addColumn("last_update", "text")
    .addColumn("update_available", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("latest_version", "text")
    .addColumn("maintenance_mode", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("auto_update", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("update_logs")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("update_type", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("file_name", "text")
    .addColumn("file_size", "integer")
    .addColumn("sha256", "text")
    .addColumn("stored_path", "text")
    .addColumn("message", "text")
    .addColumn("started_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("completed_at", "text")
    .execute();
  await db.schema.createIndex("update_logs_started_at").on("update_logs").column("started_at").execute();

  await db.schema
    .createTable("favourites")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("favourites_pk", ["user_id", "symbol"])
    .execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("market_snapshots")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("fetched_at", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .execute();
}

const tables = [
  "market_snapshots",
  "newsletter_subscribers",
  "favourites",
  "update_logs",
  "system_info",
  "activity_log",
  "notifications",
  "page_seo",
  "google_services",
  "structured_data",
  "seo_settings",
  "ai_messages",
  "ai_settings",
  "settings",
  "blog_likes",
  "blog_slug_redirects",
  "blog_posts",
  "blog_categories",
  "faqs",
  "contact_messages",
  "contact_info",
  "milestones",
  "team_members",
  "about_values",
  "about_info",
  "footer_column_headers",
  "footer_social_links",
  "footer_links",
  "footer_info",
  "home_sections",
  "users",
];

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
