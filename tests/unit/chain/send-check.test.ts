import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { listSendNetworks, saveSendNetwork } from "~/models/send-networks.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.send-networks/route";
import { loader as sendCheckLoader } from "~/routes/send-check/route";
import { BTC_ADDRESS } from "../../fakes/esplora-server";
import { ETH_ADDRESS } from "../../fakes/eth-rpc-server";
import { useChainFakes } from "../../setup/chain-fakes";
import { answer, context, formRequest, requestWith, signIn } from "../../setup/requests";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();
const { esplora } = useChainFakes();

// TRON's developer docs' example address (https://developers.tron.network/docs/account).
const TRON_ADDRESS = "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL";
const actor = { id: 1, username: "admin" };

async function sendCheck(query: Record<string, string>) {
  const result = await sendCheckLoader({
    request: requestWith(`/send-check?${new URLSearchParams(query)}`),
    params: {},
    context: { clientIp: "192.0.2.7", cspNonce: "" } as AppLoadContext,
  });
  return { ...result.data, status: result.init?.status ?? 200 };
}

describe("/send-check", () => {
  it("shows the form alone when nothing is asked", async () => {
    expect(await sendCheck({})).toMatchObject({ status: 200, result: null, error: null });
  });

  it("answers bad input with the page and a Turkish message, never a 500", async () => {
    expect(await sendCheck({ address: ETH_ADDRESS, network: "SOLANA" })).toMatchObject({
      status: 400,
      error: expect.stringContaining("Ağ şunlardan biri"),
    });
    expect(await sendCheck({ address: "x".repeat(200), network: "TRC20" })).toMatchObject({
      status: 400,
      error: expect.stringContaining("en çok"),
    });
    expect(await sendCheck({ address: ETH_ADDRESS, coin: "US DT", network: "ERC20" })).toMatchObject({ status: 400 });
    expect(await sendCheck({ address: ETH_ADDRESS })).toMatchObject({ status: 400, error: "Göndereceğiniz ağı seçin." });
    expect(await sendCheck({ address: "merhaba", network: "TRC20" })).toMatchObject({ status: 400, result: { verdict: "invalid" } });
  });

  it("warns on an 0x address for TRC20, asks no chain source for a fee, and lists no guessed exchange", async () => {
    const before = esplora.hits();
    const page = await sendCheck({ address: ETH_ADDRESS, coin: "usdt", network: "TRC20" });
    expect(page).toMatchObject({ status: 200, coin: "USDT", result: { verdict: "mismatch" }, fee: null, exchanges: [] });
    expect(esplora.hits()).toBe(before);
  });

  it("shows Bitcoin's current fee in lira from the chain source", async () => {
    const page = await sendCheck({ address: BTC_ADDRESS, coin: "BTC", network: "BTC" });
    expect(page.result).toMatchObject({ verdict: "fits" });
    expect(page.fee).toMatchObject({ ok: true, fee: { label: { state: "live" } } });
    const rows = (page.fee as { fee: { rows: Array<{ money: { try: string | null } }> } }).fee.rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].money.try).toMatch(/^₺/);
  });

  it("says a network's fee is not read where the site has none", async () => {
    const page = await sendCheck({ address: TRON_ADDRESS, coin: "USDT", network: "TRC20" });
    expect(page.fee).toEqual({ ok: false, message: "TRC20 ağının ücreti bu sitede okunmuyor; borsanızın çekim ekranındaki ücrete bakın." });
  });

  it("lists the admin's rows for the coin, and 'unknown' for a network without a row", async () => {
    await saveSendNetwork(
      {
        exchange: "Örnek Borsa",
        coin: "USDT",
        network: "TRC20",
        accepted: true,
        source_url: "https://example.com/deposit",
        checked_on: "2026-11-01",
      },
      actor,
    );
    await saveSendNetwork(
      {
        exchange: "Örnek Borsa",
        coin: "USDT",
        network: "ERC20",
        accepted: false,
        source_url: "https://example.com/deposit",
        checked_on: "2026-11-01",
      },
      actor,
    );
    const trc20 = await sendCheck({ address: TRON_ADDRESS, coin: "USDT", network: "TRC20" });
    expect(trc20.exchanges).toEqual([
      {
        exchange: "Örnek Borsa",
        chosen: { accepted: true, sourceUrl: "https://example.com/deposit", checkedOn: "2026-11-01" },
        accepted: ["TRC20"],
      },
    ]);
    const bep20 = await sendCheck({ address: ETH_ADDRESS, coin: "USDT", network: "BEP20" });
    expect(bep20.exchanges).toEqual([{ exchange: "Örnek Borsa", chosen: null, accepted: ["TRC20"] }]);
  });
});

describe("/admin/send-networks", () => {
  it("is the admin's alone", async () => {
    const user = await signIn("ahmet", "ahmet123");
    const response = await answer(() =>
      adminLoader({ request: requestWith("/admin/send-networks", { cookie: user }), params: {}, context }),
    );
    expect(response.status).toBe(302);
  });

  it("saves a row, replaces it when the same exchange, coin and network are saved again, and refuses a row without a source", async () => {
    const cookie = await signIn("admin", "admin123");
    const fields = {
      intent: "save",
      exchange: "Örnek",
      coin: "usdt",
      network: "TRC20",
      accepted: "yes",
      source_url: "https://example.com/a",
      checked_on: "2026-11-20",
    };
    const post = (values: Record<string, string>) =>
      answer(() => adminAction({ request: formRequest("/admin/send-networks", values, cookie), params: {}, context }));

    expect((await post(fields)).status).toBe(302);
    expect((await post({ ...fields, accepted: "no", checked_on: "2026-11-21" })).status).toBe(302);
    expect(await listSendNetworks()).toMatchObject([
      { exchange: "Örnek", coin: "USDT", network: "TRC20", accepted: 0, checked_on: "2026-11-21" },
    ]);

    const noSource = await post({ ...fields, source_url: "" });
    expect(noSource.status).toBe(400);
    expect(JSON.stringify(await noSource.json())).toContain("Kaynak bağlantısı gereklidir.");
    const future = await post({ ...fields, checked_on: "2999-01-01" });
    expect(JSON.stringify(await future.json())).toContain("Denetim tarihi gelecekte olamaz.");

    const [row] = await listSendNetworks();
    expect((await post({ intent: "delete", id: String(row.id) })).status).toBe(302);
    expect(await listSendNetworks()).toEqual([]);
  });
});
