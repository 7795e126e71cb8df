import { type Kysely, sql } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
// SQLite cannot change a column's CHECK, so the table is rebuilt with `income` (staking, airdrop,
// interest) among the allowed types and every row copied as it is; nothing references this table.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table "portfolio_transactions_new" (
    "id" integer primary key autoincrement,
    "user_id" integer not null references "users" ("id") on delete cascade,
    "type" text not null check (type in ('buy', 'sell', 'transfer_in', 'transfer_out', 'income')),
    "symbol" text not null,
    "amount" real not null check (amount > 0),
    "price" real default 0 not null check (price >= 0),
    "currency" text not null check (currency in ('USD', 'TRY')),
    "fee" real default 0 not null check (fee >= 0),
    "date" text not null,
    "note" text default '' not null,
    "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null,
    "updated_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null
  )`.execute(db);
  await sql`insert into "portfolio_transactions_new" select "id", "user_id", "type", "symbol", "amount", "price", "currency", "fee", "date", "note", "created_at", "updated_at" from "portfolio_transactions"`.execute(
    db,
  );
  await sql`drop table "portfolio_transactions"`.execute(db);
  await sql`alter table "portfolio_transactions_new" rename to "portfolio_transactions"`.execute(db);
  await db.schema.createIndex("portfolio_transactions_user_date").on("portfolio_transactions").columns(["user_id", "date", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from "portfolio_transactions" where type = 'income'`.execute(db);
}
