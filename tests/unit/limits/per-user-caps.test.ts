import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { MAX_SIGNAL_FOLLOWS, SIGNAL_FOLLOWS_FULL, followSignal } from "~/models/signals.server";
import { MAX_SESSIONS_PER_USER, openSession } from "~/models/sessions.server";
import { action as followApi } from "~/routes/api.signals.$id_.follow";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, requestWith, sessionCookie } from "../../setup/requests";

useTestDatabase();

/** docs/security.md lists every per-user cap; these are the ones this round added. */

async function userId(username: string) {
  const row = await db().selectFrom("users").select("id").where("username", "=", username).executeTakeFirstOrThrow();
  return row.id;
}

async function addSignals(count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    symbol: "BTCUSDT",
    direction: "buy" as const,
    from_band: "Bekle",
    to_band: "Al",
    score: 60,
    open_price: 100 + i,
    opened_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    // Closed: one symbol has one open signal at most.
    close_price: 101 + i,
    closed_at: new Date(Date.UTC(2026, 0, 1, 1, i)).toISOString(),
  }));
  const inserted = await db().insertInto("signals").values(rows).returning("id").execute();
  return inserted.map((row) => row.id);
}

describe("per-user caps", () => {
  it(`follows at most ${MAX_SIGNAL_FOLLOWS} signals; past it the API answers a Turkish 400`, async () => {
    const ahmet = await userId("ahmet");
    const ids = await addSignals(MAX_SIGNAL_FOLLOWS + 1);
    await db()
      .insertInto("signal_follows")
      .values(ids.slice(0, MAX_SIGNAL_FOLLOWS).map((id) => ({ user_id: ahmet, signal_id: id })))
      .execute();
    const last = ids[MAX_SIGNAL_FOLLOWS];
    expect(await followSignal(ahmet, last)).toBe("full");
    // Following one already followed is still fine.
    expect(await followSignal(ahmet, ids[0])).toBe("followed");

    const cookie = await sessionCookie("ahmet");
    const refused = await answer(() =>
      followApi({ request: requestWith(`/api/signals/${last}/follow`, { method: "POST", cookie }), params: { id: String(last) }, context }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: SIGNAL_FOLLOWS_FULL });
    const count = await db()
      .selectFrom("signal_follows")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", ahmet)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(MAX_SIGNAL_FOLLOWS);
  });

  it(`keeps ${MAX_SESSIONS_PER_USER} sessions an account: signing in again ends the oldest`, async () => {
    const ayse = await userId("ayse");
    const expiresAt = Date.now() + 60 * 60_000;
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 5; i++) tokens.push(await openSession(ayse, { remember: false, expiresAt }));
    const rows = await db().selectFrom("sessions").select("token_hash").where("user_id", "=", ayse).execute();
    expect(rows).toHaveLength(MAX_SESSIONS_PER_USER);
    const { userForSession } = await import("~/models/sessions.server");
    expect(await userForSession(tokens[0])).toBeUndefined();
    expect(await userForSession(tokens.at(-1)!)).toMatchObject({ username: "ayse" });
  });

  it("keeps the newest 500 notifications of a user, whoever writes them", async () => {
    const ahmet = await userId("ahmet");
    const ayse = await userId("ayse");
    await db().insertInto("user_notifications").values({ user_id: ayse, title: "Başkası", message: "m", link: null }).execute();
    for (let i = 0; i < 510; i++) {
      await db()
        .insertInto("user_notifications")
        .values({ user_id: ahmet, title: `Bildirim ${i}`, message: "m", link: null })
        .execute();
    }
    const kept = await db().selectFrom("user_notifications").select("title").where("user_id", "=", ahmet).orderBy("id").execute();
    expect(kept).toHaveLength(500);
    expect(kept[0].title).toBe("Bildirim 10");
    expect(await db().selectFrom("user_notifications").select("id").where("user_id", "=", ayse).execute()).toHaveLength(1);
  });

  it("keeps the newest 2,000 exchanges of an AI conversation", async () => {
    const ahmet = await userId("ahmet");
    const row = (i: number, key: string) => ({
      user_id: ahmet,
      conversation_key: key,
      message: `Soru ${i}`,
      response: "Yanıt",
      model: "gpt-4o-mini",
      tokens_used: 1,
    });
    await db().insertInto("ai_messages").values(row(0, "user:999")).execute();
    for (let i = 0; i < 2003; i++)
      await db()
        .insertInto("ai_messages")
        .values(row(i, `user:${ahmet}`))
        .execute();
    const kept = await db()
      .selectFrom("ai_messages")
      .select("message")
      .where("conversation_key", "=", `user:${ahmet}`)
      .orderBy("id")
      .execute();
    expect(kept).toHaveLength(2000);
    expect(kept[0].message).toBe("Soru 3");
    expect(await db().selectFrom("ai_messages").select("id").where("conversation_key", "=", "user:999").execute()).toHaveLength(1);
  });
});
