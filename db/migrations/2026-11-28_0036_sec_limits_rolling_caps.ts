import { sql, type Kysely } from "kysely";

// Rows the site writes for a user, not the user's own entries, are kept to a rolling window:
// past it the oldest go as a new one comes. Triggers, so every write path (alerts, signals,
// the AI chat) keeps to it without each knowing the number. docs/security.md lists the caps.
const NOTIFICATIONS_KEPT = 500;
const AI_EXCHANGES_KEPT = 2000;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // A user's bell: the newest 500 notifications (alerts and followed signals write them).
  await sql`
    CREATE TRIGGER user_notifications_rolling_cap AFTER INSERT ON user_notifications
    BEGIN
      DELETE FROM user_notifications WHERE user_id = NEW.user_id AND id <= (
        SELECT id FROM user_notifications WHERE user_id = NEW.user_id ORDER BY id DESC LIMIT 1 OFFSET ${sql.raw(String(NOTIFICATIONS_KEPT))}
      );
    END
  `.execute(db);
  // A conversation with the AI (a user's, or a visitor session's): its newest 2,000 exchanges.
  // The hourly allowance bounds how fast it grows; this bounds how far.
  await sql`
    CREATE TRIGGER ai_messages_rolling_cap AFTER INSERT ON ai_messages
    WHEN NEW.conversation_key IS NOT NULL
    BEGIN
      DELETE FROM ai_messages WHERE conversation_key = NEW.conversation_key AND id <= (
        SELECT id FROM ai_messages WHERE conversation_key = NEW.conversation_key ORDER BY id DESC LIMIT 1 OFFSET ${sql.raw(String(AI_EXCHANGES_KEPT))}
      );
    END
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS ai_messages_rolling_cap`.execute(db);
  await sql`DROP TRIGGER IF EXISTS user_notifications_rolling_cap`.execute(db);
}
