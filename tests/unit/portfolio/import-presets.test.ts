import { describe, expect, it } from "vitest";
import { PRESET_CAP, presetCapError, type ColumnMapping } from "~/lib/portfolio/mapping";
import { deletePreset, getPreset, listPresets, savePreset } from "~/models/import-presets.server";
import { useTestDatabase } from "../../setup/test-db";
import { db } from "~/server/db.server";

useTestDatabase();

const mapping: ColumnMapping = {
  columns: { date: "Tarih", side: "Yön", pair: "Parite", amount: "Miktar", price: "Fiyat", fee: "", feeCurrency: "" },
  decimal: "tr",
  currency: "TRY",
};

// The seeded users; signing in is not needed for the model's own rules.
const userId = async (username: string) =>
  (await db().selectFrom("users").select("id").where("username", "=", username).executeTakeFirstOrThrow()).id;

describe("import presets", () => {
  it("keeps at most the cap per user, replaces one saved again under its name", async () => {
    const ahmet = await userId("ahmet");
    for (let index = 1; index <= PRESET_CAP; index++) expect((await savePreset(ahmet, `Borsa ${index}`, mapping)).ok).toBe(true);
    expect(await savePreset(ahmet, "Bir fazlası", mapping)).toEqual({ ok: false, message: presetCapError() });
    const replaced = await savePreset(ahmet, "Borsa 3", { ...mapping, decimal: "en" });
    expect(replaced.ok).toBe(true);
    const presets = await listPresets(ahmet);
    expect(presets).toHaveLength(PRESET_CAP);
    expect(presets.find((preset) => preset.name === "Borsa 3")?.mapping.decimal).toBe("en");
  });

  it("never lets one user read or delete another's preset", async () => {
    const ahmet = await userId("ahmet");
    const other = await userId("ayse");
    const saved = await savePreset(ahmet, "BtcTurk", mapping);
    if (!saved.ok) throw new Error(saved.message);
    expect(await getPreset(other, saved.preset.id)).toBeUndefined();
    expect(await deletePreset(other, saved.preset.id)).toBe(false);
    expect(await listPresets(other)).toEqual([]);
    expect(await getPreset(ahmet, saved.preset.id)).toEqual({ id: saved.preset.id, name: "BtcTurk", mapping });
    expect(await deletePreset(ahmet, saved.preset.id)).toBe(true);
  });
});
