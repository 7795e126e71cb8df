import { describe, expect, it } from "vitest";
import { sendNetworkFormSchema } from "~/lib/chain/send-networks-form";

// The admin's exchange-network row (/admin/send-networks), pure: the screen's tests post it with a database.
const valid = {
  exchange: " BtcTurk ",
  coin: " usdt ",
  network: "TRC20",
  accepted: "yes",
  source_url: " https://destek.example/agi ",
  checked_on: "2026-11-20",
};
const errors = (fields: Record<string, unknown>) =>
  sendNetworkFormSchema.safeParse({ ...valid, ...fields }).error?.issues.map((issue) => issue.message) ?? [];
const today = new Date().toISOString().slice(0, 10);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe("an exchange's network row", () => {
  it("reads a row, trimmed, the coin upper-cased and the select as yes or no", () => {
    expect(sendNetworkFormSchema.parse(valid)).toEqual({
      exchange: "BtcTurk",
      coin: "USDT",
      network: "TRC20",
      accepted: true,
      source_url: "https://destek.example/agi",
      checked_on: "2026-11-20",
    });
    expect(sendNetworkFormSchema.parse({ ...valid, accepted: "no" }).accepted).toBe(false);
    expect(errors({ accepted: "on" })).toEqual(["Kabul edip etmediğini seçin."]);
    expect(errors({ accepted: undefined })).toEqual(["Kabul edip etmediğini seçin."]);
  });

  it("takes the listed networks only", () => {
    for (const network of ["BTC", "ETH", "ERC20", "BEP20", "TRC20", "ARBITRUM", "OPTIMISM", "POLYGON"])
      expect(errors({ network }), network).toEqual([]);
    expect(errors({ network: "SOL" })).toEqual(["Ağ seçin."]);
  });

  it("requires an exchange of up to 60 characters and a coin symbol", () => {
    expect(errors({ exchange: "  " })).toEqual(["Borsa gereklidir."]);
    expect(errors({ exchange: "b".repeat(60) })).toEqual([]);
    expect(errors({ exchange: "b".repeat(61) })).toEqual(["Borsa en fazla 60 karakter olabilir."]);
    expect(errors({ coin: "US-DT" })).toEqual(["Sembol yalnızca harf ve rakamdan oluşabilir."]);
  });

  it("requires an https source link of up to 500 characters", () => {
    expect(errors({ source_url: " " })).toContain("Kaynak bağlantısı gereklidir.");
    expect(errors({ source_url: undefined })).toEqual(["Kaynak bağlantısı gereklidir."]);
    expect(errors({ source_url: "http://destek.example" })).toEqual(["Kaynak bağlantısı https:// ile başlamalıdır."]);
    expect(errors({ source_url: "HTTPS://destek.example" })).toEqual([]);
    expect(errors({ source_url: "ftp://destek.example/https://x" })).toEqual(["Kaynak bağlantısı https:// ile başlamalıdır."]);
    expect(errors({ source_url: "destek" })).toEqual(["Geçerli bir bağlantı girin.", "Kaynak bağlantısı https:// ile başlamalıdır."]);
    const base = "https://d.example/";
    expect(errors({ source_url: base + "p".repeat(500 - base.length) })).toEqual([]);
    expect(errors({ source_url: base + "p".repeat(501 - base.length) })).toEqual(["Kaynak bağlantısı en fazla 500 karakter olabilir."]);
  });

  it("requires a real date of checking, today at the latest", () => {
    expect(errors({ checked_on: today })).toEqual([]);
    expect(errors({ checked_on: tomorrow })).toEqual(["Denetim tarihi gelecekte olamaz."]);
    expect(errors({ checked_on: "20.11.2026" })).toEqual(["Denetim tarihini GG.AA.YYYY olarak seçin.", "Geçerli bir tarih girin."]);
    expect(errors({ checked_on: "x2026-11-20" })[0]).toBe("Denetim tarihini GG.AA.YYYY olarak seçin.");
    expect(errors({ checked_on: "2026-11-20x" })[0]).toBe("Denetim tarihini GG.AA.YYYY olarak seçin.");
    expect(errors({ checked_on: "2025-13-40" })).toEqual(["Geçerli bir tarih girin."]);
    expect(errors({ checked_on: undefined })).toEqual(["Denetim tarihi gereklidir."]);
  });
});
