import { describe, expect, it } from "vitest";
import { confirmationsOf, MAX_TX_WATCHES, TxWatchSchema } from "~/lib/chain/tx-watch";
import { createTxWatch, deleteTxWatch, listTxWatches, TX_WATCH_MAIL_KIND } from "~/models/tx-watches.server";
import { exportAccount } from "~/models/account-export.server";
import { getUserByUsername } from "~/models/users.server";
import { action as watchAction } from "~/routes/tx-watches/route";
import { db } from "~/server/db.server";
import { runTxWatches } from "~/services/tx-watch-schedule.server";
import { BTC_TIP_HEIGHT, BTC_TXID } from "../../fakes/esplora-server";
import { ETH_TX_HASH } from "../../fakes/eth-rpc-server";
import { useChainFakes } from "../../setup/chain-fakes";
import { answer, context, formRequest, signIn } from "../../setup/requests";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();
const { esplora } = useChainFakes();

// The fakes: BTC_TXID is in block 869,990 under a tip of 870,000, ETH_TX_HASH in block
// 20,999,990 under a tip of 21,000,000: both have 11 confirmations.
const FAKE_CONFIRMATIONS = 11;
const hex64 = (digit: string) => digit.repeat(64);

async function userId(username: string) {
  const user = await getUserByUsername(username);
  if (!user) throw new Error(username);
  return user.id;
}

const notificationsOf = (id: number) => db().selectFrom("user_notifications").selectAll().where("user_id", "=", id).orderBy("id").execute();
const mailsTo = (id: number) =>
  db().selectFrom("mail_outbox").selectAll().where("user_id", "=", id).where("kind", "=", TX_WATCH_MAIL_KIND).execute();

describe("the confirmation watch's rules", () => {
  it("counts the block itself as one confirmation, and none before it is mined", () => {
    expect(confirmationsOf(869_990, BTC_TIP_HEIGHT)).toBe(11);
    expect(confirmationsOf(870_000, 870_000)).toBe(1);
    expect(confirmationsOf(null, 870_000)).toBe(0);
  });

  it("checks the id by its chain and bounds the target, in Turkish", () => {
    const issues = (input: Record<string, unknown>) => {
      const parsed = TxWatchSchema.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(issues({ chain: "btc", txid: `0x${hex64("a")}`, target: 3 })).toEqual(["Bitcoin işlem kimliği 64 onaltılık rakamdır."]);
    expect(issues({ chain: "eth", txid: hex64("a"), target: 3 })).toEqual(["Ethereum işlem karması 0x ve 64 onaltılık rakamdır."]);
    expect(issues({ chain: "btc", txid: hex64("a"), target: 0 })).toEqual(["Onay sayısı en az 1 olmalı."]);
    expect(issues({ chain: "btc", txid: hex64("a"), target: 101 })).toEqual(["Onay sayısı en çok 100 olabilir."]);
    expect(TxWatchSchema.parse({ chain: "eth", txid: `0x${hex64("A")}`, target: "12" })).toEqual({
      chain: "eth",
      txid: `0x${hex64("a")}`,
      target: 12,
    });
  });
});

describe("a user's watches", () => {
  it(`holds at most ${MAX_TX_WATCHES}; asking again for one sets its new target instead of adding a row`, async () => {
    const id = await userId("ahmet");
    for (let i = 0; i < MAX_TX_WATCHES; i += 1) {
      expect((await createTxWatch(id, { chain: "btc", txid: i.toString(16).padStart(64, "0"), target: 3 })).ok).toBe(true);
    }
    expect(await createTxWatch(id, { chain: "btc", txid: hex64("f"), target: 3 })).toEqual({
      ok: false,
      message: "En çok 20 işlem izlenebilir; yenisi için listeden birini silin.",
    });
    expect(await createTxWatch(id, { chain: "btc", txid: "0".repeat(64), target: 6 })).toMatchObject({ ok: true, watch: { target: 6 } });
    expect(await listTxWatches(id)).toHaveLength(MAX_TX_WATCHES);
  });

  it("is in the owner's data export", async () => {
    const id = await userId("ahmet");
    await createTxWatch(id, { chain: "eth", txid: ETH_TX_HASH, target: 12 });
    const user = await getUserByUsername("ahmet");
    const document = await exportAccount(user!, formRequest("/account/export.json", {}));
    expect(document.transactionWatches).toMatchObject([{ chain: "eth", txid: ETH_TX_HASH, target: 12, state: "watching" }]);
  });

  it("is deleted only by its owner", async () => {
    const owner = await userId("ahmet");
    const other = await userId("ayse");
    const created = await createTxWatch(owner, { chain: "btc", txid: BTC_TXID, target: 3 });
    if (!created.ok) throw new Error(created.message);
    expect(await deleteTxWatch(other, created.watch.id)).toBe(false);
    expect(await deleteTxWatch(owner, created.watch.id)).toBe(true);
  });

  it("is started through the page's action by a signed-in user, with a Turkish 400 for bad input", async () => {
    const post = (fields: Record<string, string>, cookie?: string) =>
      answer(() => watchAction({ request: formRequest("/tx-watches", { intent: "create", ...fields }, cookie), params: {}, context }));
    const anonymous = await post({ chain: "btc", txid: BTC_TXID, target: "3" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toContain("/login");

    const cookie = await signIn("ahmet", "ahmet123");
    const bad = await post({ chain: "btc", txid: BTC_TXID, target: "0" }, cookie);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("Onay sayısı en az 1 olmalı.");
    const ok = await post({ chain: "btc", txid: BTC_TXID, target: "3" }, cookie);
    expect(ok.status).toBe(302);
    expect(await listTxWatches(await userId("ahmet"))).toMatchObject([{ chain: "btc", txid: BTC_TXID, target: 3, state: "watching" }]);
  });
});

describe("the poll", () => {
  it("notifies on the site and mails a proven address when a transaction reaches its target", async () => {
    const id = await userId("ahmet");
    await createTxWatch(id, { chain: "btc", txid: BTC_TXID, target: 6 });
    await createTxWatch(id, { chain: "eth", txid: ETH_TX_HASH, target: FAKE_CONFIRMATIONS });
    expect(await runTxWatches()).toEqual({ checked: 2, done: 2, expired: 0 });

    expect((await listTxWatches(id)).map((watch) => [watch.chain, watch.state, watch.confirmations])).toEqual(
      expect.arrayContaining([
        ["btc", "done", FAKE_CONFIRMATIONS],
        ["eth", "done", FAKE_CONFIRMATIONS],
      ]),
    );
    const notices = await notificationsOf(id);
    expect(notices.map((notice) => notice.title)).toEqual(
      expect.arrayContaining(["Bitcoin işleminiz 6 onaya ulaştı", "Ethereum işleminiz 11 onaya ulaştı"]),
    );
    expect(notices.find((notice) => notice.title.startsWith("Bitcoin"))?.link).toBe(`/blockchain-explorer?chain=btc&q=${BTC_TXID}`);
    expect(await mailsTo(id)).toHaveLength(2);

    // A done watch is not read again, and nobody is told twice.
    expect(await runTxWatches()).toEqual({ checked: 0, done: 0, expired: 0 });
    expect(await notificationsOf(id)).toHaveLength(notices.length);
  });

  it("sends no mail to an address no mailed link has proven", async () => {
    const id = await userId("ayse");
    await db().updateTable("users").set({ email_verified_at: null }).where("id", "=", id).execute();
    await createTxWatch(id, { chain: "btc", txid: BTC_TXID, target: 1 });
    await runTxWatches();
    expect((await notificationsOf(id)).map((notice) => notice.title)).toContain("Bitcoin işleminiz 1 onaya ulaştı");
    expect(await mailsTo(id)).toEqual([]);
  });

  it("keeps watching below the target, and while the source is down, without a notice", async () => {
    const id = await userId("ahmet");
    await createTxWatch(id, { chain: "btc", txid: BTC_TXID, target: 50 });
    await runTxWatches();
    expect(await listTxWatches(id)).toMatchObject([{ state: "watching", confirmations: FAKE_CONFIRMATIONS }]);

    // A transaction the source was never asked about, while the source fails: no reading, no notice.
    esplora.setMode("error");
    await createTxWatch(id, { chain: "btc", txid: hex64("d"), target: 1 });
    await runTxWatches();
    expect((await listTxWatches(id)).map((watch) => [watch.txid, watch.state, watch.confirmations])).toEqual(
      expect.arrayContaining([
        [BTC_TXID, "watching", FAKE_CONFIRMATIONS],
        [hex64("d"), "watching", null],
      ]),
    );
    expect(await notificationsOf(id)).toEqual([]);
  });

  it("lets a transaction go after 7 days without its target, and says so", async () => {
    const id = await userId("ahmet");
    await createTxWatch(id, { chain: "btc", txid: hex64("e"), target: 3 }, new Date("2026-11-01T00:00:00Z"));
    expect(await runTxWatches(new Date("2026-11-05T00:00:00Z"))).toEqual({ checked: 1, done: 0, expired: 0 });
    expect(await runTxWatches(new Date("2026-11-08T00:00:01Z"))).toEqual({ checked: 1, done: 0, expired: 1 });
    expect((await notificationsOf(id)).map((notice) => notice.title)).toEqual(["Bitcoin işlemi izlemesi sona erdi"]);
  });
});
