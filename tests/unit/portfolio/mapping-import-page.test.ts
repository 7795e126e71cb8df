import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { PRESET_CAP, presetCapError } from "~/lib/portfolio/mapping";
import { action } from "~/routes/portfolio-tracker_.import/route";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

const PAGE = "/portfolio-tracker/import";
const FILE = fs.readFileSync(path.resolve("tests/fixtures/mapping/btcturk-like.csv"), "utf8");
const MAPPING = {
  date: "Tarih",
  side: "İşlem Türü",
  pair: "Parite",
  amount: "Miktar",
  price: "Birim Fiyat",
  fee: "Komisyon",
  feeCurrency: "Komisyon Birimi",
  decimal: "auto",
  currency: "TRY",
};

function upload(cookie: string, preset = "") {
  const body = new FormData();
  body.set("intent", "map-upload");
  body.set("preset", preset);
  body.set("file", new File([FILE], "btcturk.csv", { type: "text/csv" }));
  return answer(() => action({ request: requestWith(PAGE, { method: "POST", cookie, body }), params: {}, context }));
}
const post = (fields: Record<string, string>, cookie: string) =>
  answer(() => action({ request: formRequest(PAGE, fields, cookie), params: {}, context }));

interface Reply {
  error?: string;
  mapping?: { names: string[]; text: string };
  preview?: { source: string; rows: { line: number }[]; rejected: { line: number; reason: string }[]; csv: string };
}

describe("the mapping import page", () => {
  it("maps a file once, saves the mapping as a preset, and previews the next file through it", async () => {
    const cookie = await signIn("ayse", "ayse123");
    const first = (await (await upload(cookie)).json()) as Reply;
    expect(first.mapping?.names).toEqual(["Tarih", "İşlem Türü", "Parite", "Miktar", "Birim Fiyat", "Komisyon", "Komisyon Birimi"]);

    const mapped = await post({ intent: "map-preview", text: first.mapping!.text, ...MAPPING, presetName: "BtcTurk" }, cookie);
    expect(mapped.status).toBe(200);
    const { preview } = (await mapped.json()) as Reply;
    expect(preview?.rows.map((row) => row.line)).toEqual([2, 3]);
    expect(preview?.rejected).toEqual([{ line: 4, reason: "Böyle bir tarih yok." }]);

    const preset = await db().selectFrom("import_presets").select("id").where("name", "=", "BtcTurk").executeTakeFirstOrThrow();
    const again = (await (await upload(cookie, String(preset.id))).json()) as Reply;
    expect(again.preview?.source).toBe("BtcTurk");
    expect(again.preview?.csv).toBe(preview?.csv);

    const saved = await post({ intent: "confirm", csv: again.preview!.csv, source: "BtcTurk" }, cookie);
    expect(saved.status).toBe(302);
    const types = await db()
      .selectFrom("portfolio_transactions")
      .innerJoin("users", "users.id", "portfolio_transactions.user_id")
      .select(["type", "note"])
      .where("users.username", "=", "ayse")
      .where("note", "like", "%BtcTurk%")
      .execute();
    expect(types).toEqual([
      { type: "buy", note: "BtcTurk (BTC/TRY)" },
      { type: "income", note: "staking; BtcTurk (ETH/TRY)" },
    ]);

    // Another user cannot read through this preset.
    const ahmet = await signIn("ahmet", "ahmet123");
    expect((await upload(ahmet, String(preset.id))).status).toBe(404);
  });

  it("answers 400 in Turkish to a missing column choice and to a preset past the cap", async () => {
    const cookie = await signIn("ayse", "ayse123");
    const text = ((await (await upload(cookie)).json()) as Reply).mapping!.text;
    const missing = await post({ intent: "map-preview", text, ...MAPPING, price: "" }, cookie);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Reply).error).toBe("Birim fiyat sütununu seçin.");

    for (let index = 1; index <= PRESET_CAP; index++) {
      expect((await post({ intent: "map-preview", text, ...MAPPING, presetName: `Borsa ${index}` }, cookie)).status).toBe(200);
    }
    const over = await post({ intent: "map-preview", text, ...MAPPING, presetName: "Bir fazlası" }, cookie);
    expect(over.status).toBe(400);
    expect(((await over.json()) as Reply).error).toBe(presetCapError());
  });
});
