import { describe, expect, it } from "vitest";
import { GAME_INVALID_ANSWER, GAME_MISSING_ANSWER, ROUND_SIZE, turkeyIsoWeek } from "~/lib/games/round";
import { signRoundState, verifyRoundState } from "~/server/game-state.server";
import { db } from "~/server/db.server";
import { getRound, recordAnswer, startRound, weeklyLeaderboard } from "~/models/games.server";
import { action, loader } from "~/routes/crypto-games/route";
import { ROUND_FOREIGN, STATE_INVALID, STEP_ANSWERED } from "~/routes/crypto-games/play.server";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, requestWith, signIn } from "../../setup/requests";

describe("the signed round state", () => {
  useTestDatabase({ seeded: false });
  it("accepts what it signed and refuses any change", () => {
    const token = signRoundState({ roundId: "abcdefghijklmnopqrstuvwx", step: 3 });
    expect(verifyRoundState(token)).toEqual({ roundId: "abcdefghijklmnopqrstuvwx", step: 3 });
    const [id, , mac] = token.split(".");
    expect(verifyRoundState(`${id}.4.${mac}`)).toBeNull();
    expect(verifyRoundState(`abcdefghijklmnopqrstuvwy.3.${mac}`)).toBeNull();
    expect(verifyRoundState(`${id}.3.${mac.slice(0, -2)}`)).toBeNull();
    expect(verifyRoundState(`${id}.3`)).toBeNull();
    expect(verifyRoundState(undefined)).toBeNull();
  });
});

describe("/crypto-games", () => {
  useTestDatabase();

  const post = (fields: Record<string, string>, cookie?: string) =>
    answer(() => action({ request: formRequest("/crypto-games", fields, cookie), params: {}, context }));
  const stateOf = (response: Response) => decodeURIComponent(response.headers.get("Location")!.split("tur=")[1]);
  const load = (token: string, cookie?: string) =>
    answer(() => loader({ request: requestWith(`/crypto-games?tur=${encodeURIComponent(token)}`, { cookie }), params: {}, context }));

  /** Plays a whole round, answering right where `right(step)` says so. */
  async function play(cookie: string | undefined, right: (step: number) => boolean) {
    let state = stateOf(await post({ intent: "start" }, cookie));
    const round = (await getRound(verifyRoundState(state)!.roundId))!;
    for (let step = 0; step < ROUND_SIZE; step++) {
      const { options, correctIndex } = round.questions[step];
      const chosen = right(step) ? correctIndex : (correctIndex + 1) % options.length;
      const response = await post({ intent: "answer", state, answer: String(chosen) }, cookie);
      expect(response.status).toBe(302);
      state = stateOf(response);
    }
    return { round, state };
  }

  it("plays a round to its score, never showing an answer before it is given", async () => {
    const start = await post({ intent: "start" });
    const first = (await (await load(stateOf(start))).json()) as { view: Record<string, unknown> };
    expect(first.view).toMatchObject({ kind: "question", number: 1, total: ROUND_SIZE });
    expect(first.view).not.toHaveProperty("correctIndex");
    expect(JSON.stringify(first.view)).not.toContain("explanation");

    const { state } = await play(undefined, (step) => step % 2 === 0);
    const done = (await (await load(state)).json()) as { view: { kind: string; score: number; saved: boolean; review: unknown[] } };
    expect(done.view).toMatchObject({ kind: "result", score: 5, saved: false });
    expect(done.view.review).toHaveLength(ROUND_SIZE);
  });

  it("refuses a forged state, a replayed step and a missing or made-up answer, each with a Turkish message", async () => {
    const state = stateOf(await post({ intent: "start" }));
    const [id, step, mac] = state.split(".");
    const round = (await getRound(id))!;

    for (const forged of [`${id}.${Number(step) + 1}.${mac}`, `${id}.${step}.${"A".repeat(43)}`, "bozuk", ""]) {
      const refused = await post({ intent: "answer", state: forged, answer: "0" });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toBe(STATE_INVALID);
    }
    const missing = await post({ intent: "answer", state });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe(GAME_MISSING_ANSWER);
    const madeUp = await post({ intent: "answer", state, answer: "7" });
    expect((await madeUp.json()).error).toBe(GAME_INVALID_ANSWER);
    expect((await getRound(id))!.step).toBe(0);

    expect((await post({ intent: "answer", state, answer: String(round.questions[0].correctIndex) })).status).toBe(302);
    const replay = await post({ intent: "answer", state, answer: String(round.questions[0].correctIndex) });
    expect(replay.status).toBe(409);
    expect((await replay.json()).error).toBe(STEP_ANSWERED);
    expect((await getRound(id))!).toMatchObject({ step: 1, score: 1 });
    // The model refuses a stale step on its own too.
    expect(await recordAnswer(round, 0, 0)).toBe(false);
  });

  it("keeps a signed-in player's round to that player", async () => {
    const ahmet = await signIn("ahmet", "ahmet123");
    const ayse = await signIn("ayse", "ayse123");
    const state = stateOf(await post({ intent: "start" }, ahmet));
    const foreign = await post({ intent: "answer", state, answer: "0" }, ayse);
    expect((await foreign.json()).error).toBe(ROUND_FOREIGN);
    expect((await load(state)).status).toBe(400);
    expect((await load(state, ahmet)).status).toBe(200);
  });

  it("ranks only signed-in players, week by week", async () => {
    const ahmet = await signIn("ahmet", "ahmet123");
    const ayse = await signIn("ayse", "ayse123");
    await play(ahmet, () => true);
    await play(ahmet, () => false);
    await play(ayse, (step) => step < 7);
    await play(undefined, () => true);
    const week = turkeyIsoWeek(new Date());
    expect(await weeklyLeaderboard(week)).toEqual([
      { username: "ahmet", best: 10, rounds: 2, correct: 10 },
      { username: "ayse", best: 7, rounds: 1, correct: 7 },
    ]);

    // A round finished last week counts there, not in this week.
    const started = await startRound(
      (await db().selectFrom("users").select("id").where("username", "=", "ayse").executeTakeFirstOrThrow()).id,
    );
    const id = started.ok ? started.id : "";
    let round = (await getRound(id))!;
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    for (let step = 0; step < ROUND_SIZE; step++) {
      expect(await recordAnswer(round, step, round.questions[step].correctIndex, lastWeek)).toBe(true);
      round = (await getRound(id))!;
    }
    expect(await weeklyLeaderboard(turkeyIsoWeek(lastWeek))).toEqual([{ username: "ayse", best: 10, rounds: 1, correct: 10 }]);
    expect((await weeklyLeaderboard(week))[0].username).toBe("ahmet");

    const page = (await (await answer(() => loader({ request: requestWith("/crypto-games"), params: {}, context }))).json()) as {
      leaderboard: { username: string }[];
    };
    expect(page.leaderboard.map((row) => row.username)).toEqual(["ahmet", "ayse"]);
  });

  it("refuses to start a round while there are too few questions, with a 503 and a Turkish message", async () => {
    await db().deleteFrom("lesson_questions").execute();
    await db().deleteFrom("dictionary_terms").execute();
    const notEnough = "Şu an bir tur için yeterli soru yok. Lütfen daha sonra yeniden deneyin.";
    expect(await startRound(null)).toEqual({ ok: false, message: notEnough });
    const refused = await post({ intent: "start" });
    expect(refused.status).toBe(503);
    expect((await refused.json()).error).toBe(notEnough);
    expect(await db().selectFrom("game_rounds").select("id").execute()).toEqual([]);
  });

  it("holds an address that starts too many rounds with a 429 and a Turkish message", async () => {
    const busy = { ...context, clientIp: "198.51.100.7" };
    const start = () => answer(() => action({ request: formRequest("/crypto-games", { intent: "start" }), params: {}, context: busy }));
    for (let i = 0; i < 60; i++) expect((await start()).status).toBe(302);
    const raw = (await action({ request: formRequest("/crypto-games", { intent: "start" }), params: {}, context: busy })) as {
      init: { headers: Record<string, string> };
    };
    expect(raw.init.headers["Retry-After"]).toMatch(/^\d+$/);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(/^Çok fazla yeni tur başlattınız\. Lütfen \d+ dakika sonra tekrar deneyin\.$/);
  });

  it("is a catalogue tool listed in the sitemap", async () => {
    const { tools } = await import("~/lib/tools/catalogue");
    expect(tools.map((tool) => tool.path)).toContain("/crypto-games");
    const { sitemapEntries } = await import("~/services/site-outputs.server");
    expect((await sitemapEntries()).map((entry) => entry.path)).toContain("/crypto-games");
  });
});
