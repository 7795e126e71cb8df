import { describe, expect, it } from "vitest";
import { checkSend, feeKindFor, sendCheckHref } from "~/lib/chain/send-check";
import { BTC_ADDRESS } from "../../fakes/esplora-server";
import { ETH_ADDRESS } from "../../fakes/eth-rpc-server";

// The pre-send check's rules, pure (the page and the admin's network list are in send-check.test.ts).
// TRON's developer docs' example address (https://developers.tron.network/docs/account).
const TRON_ADDRESS = "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL";

describe("the pre-send network rules", () => {
  it("refuses an 0x address on TRC20 and says which address TRC20 needs", () => {
    const result = checkSend(ETH_ADDRESS, "TRC20", "USDT");
    expect(result.verdict).toBe("mismatch");
    expect(result.headline).toBe(
      "Bu bir Ethereum biçimli (0x) adresi; TRC20 (TRON ağı) ağına ait olamaz. Bu ağla gönderirseniz para kaybolabilir.",
    );
    expect(result.warnings[0]).toContain("TRC20 ağı T ile başlayan TRON adresi ister");
  });

  it("accepts an 0x address on ERC20 and BEP20 but warns that the form is shared", () => {
    for (const network of ["ERC20", "BEP20"] as const) {
      const result = checkSend(ETH_ADDRESS, network, "USDT");
      expect(result.verdict).toBe("fits");
      expect(result.warnings.join(" ")).toContain("0x ile başlayan adresler");
      expect(result.warnings.join(" ")).toContain(network === "ERC20" ? "BEP20" : "ERC20");
    }
  });

  it("accepts a TRON address on TRC20 only, and says the fee is paid in TRX", () => {
    expect(checkSend(TRON_ADDRESS, "TRC20", "USDT")).toMatchObject({
      verdict: "fits",
      warnings: ["Kendi cüzdanınızdan gönderiyorsanız ağ ücreti USDT ile değil TRX ile ödenir: cüzdanda biraz TRX bulunmalı."],
    });
    expect(checkSend(TRON_ADDRESS, "TRC20", "TRX")).toMatchObject({ verdict: "fits", warnings: [] });
    expect(checkSend(TRON_ADDRESS, "ERC20", "USDT").verdict).toBe("mismatch");
    expect(checkSend(TRON_ADDRESS, "BTC").verdict).toBe("mismatch");
  });

  it("accepts a Bitcoin main-network address on BTC, not a test-network one, and not on EVM networks", () => {
    expect(checkSend(BTC_ADDRESS, "BTC", "BTC").verdict).toBe("fits");
    expect(checkSend("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", "BTC").verdict).toBe("mismatch");
    expect(checkSend(BTC_ADDRESS, "BEP20").verdict).toBe("mismatch");
  });

  it("warns when the coin cannot travel on the network", () => {
    expect(checkSend(BTC_ADDRESS, "BTC", "USDT").warnings[0]).toContain("Bitcoin ağında yalnızca BTC gönderilir");
    expect(checkSend(ETH_ADDRESS, "ETH", "USDT").warnings[0]).toContain("ERC20 seçilir");
    expect(checkSend(ETH_ADDRESS, "ETH", "ETH").warnings.some((warning) => warning.includes("ERC20 seçilir"))).toBe(false);
  });

  it("says why an address is invalid", () => {
    expect(checkSend("TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM", "TRC20")).toMatchObject({
      verdict: "invalid",
      headline: "Geçersiz adres: Base58Check sağlama toplamı tutmuyor: adreste bir yazım hatası var.",
    });
  });

  it("builds the page's URL", () => {
    expect(sendCheckHref("0xabc", "USDT", "TRC20")).toBe("/send-check?address=0xabc&coin=USDT&network=TRC20");
    expect(sendCheckHref()).toBe("/send-check");
  });
});

describe("the pre-send network rules, every answer", () => {
  it("names the address's family and the hint that fits it when the network is wrong", () => {
    expect(checkSend(TRON_ADDRESS, "ERC20", "USDT")).toEqual({
      verdict: "mismatch",
      headline: "Bu bir TRON adresi; ERC20 (Ethereum ağındaki token) ağına ait olamaz. Bu ağla gönderirseniz para kaybolabilir.",
      kind: expect.any(String),
      warnings: ["T ile başlayan adres TRON ağınındır: yalnızca TRC20 (ya da TRX) ile gönderilir."],
    });
    expect(checkSend(BTC_ADDRESS, "BEP20")).toMatchObject({
      headline: "Bu bir Bitcoin adresi; BEP20 (BNB Smart Chain) ağına ait olamaz. Bu ağla gönderirseniz para kaybolabilir.",
      warnings: ["Bu adrese yalnızca Bitcoin ağıyla (BTC) gönderilir."],
    });
    expect(checkSend(ETH_ADDRESS, "BTC", "USDT")).toMatchObject({
      verdict: "mismatch",
      warnings: [
        "Alıcıdan seçtiğiniz ağın adresini isteyin ya da adresin ağını seçin.",
        "Bitcoin ağında yalnızca BTC gönderilir; USDT için borsanızın listesindeki başka bir ağı seçin.",
      ],
    });
  });

  it("refuses a test-network address with its own headline and keeps the coin's warning", () => {
    expect(checkSend("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", "BTC", "ETH")).toEqual({
      verdict: "mismatch",
      headline: "Bu bir Bitcoin test ağı adresi; gerçek BTC buraya gönderilmez.",
      kind: expect.any(String),
      warnings: ["Bitcoin ağında yalnızca BTC gönderilir; ETH için borsanızın listesindeki başka bir ağı seçin."],
    });
  });

  it("keeps the coin's warning on an invalid address, and gives none for a network's own coin", () => {
    expect(checkSend("0x12", "ETH", "USDT")).toMatchObject({
      verdict: "invalid",
      kind: null,
      warnings: ["ETH ağı Ethereum'un kendi parası (ETH) içindir; USDT Ethereum ağında bir token ise ERC20 seçilir."],
    });
    expect(checkSend(BTC_ADDRESS, "BTC", "BTC")).toEqual({
      verdict: "fits",
      headline: "Adres biçimi BTC (Bitcoin ağı) ağına uyuyor.",
      kind: expect.any(String),
      warnings: [],
    });
    expect(checkSend(BTC_ADDRESS, "BTC").warnings).toEqual([]);
  });

  it("lists every other 0x network in the shared-form warning, and the fee coin of the network", () => {
    const polygon = checkSend(ETH_ADDRESS, "POLYGON", "USDT");
    expect(polygon.warnings).toEqual([
      "0x ile başlayan adresler POLYGON ile ETH, ERC20, BEP20, ARBITRUM, OPTIMISM ağlarında aynı görünür: adres, hangi ağda kullanıldığını söylemez. Alıcı borsa ya da cüzdan bu coini POLYGON ağıyla kabul ediyor mu, onun yatırma sayfasından denetleyin; desteklenmeyen ağa giden para kaybolabilir.",
      "Kendi cüzdanınızdan gönderiyorsanız ağ ücreti USDT ile değil POL ile ödenir: cüzdanda biraz POL bulunmalı.",
    ]);
    // The network's own coin needs no fee warning.
    expect(checkSend(ETH_ADDRESS, "ARBITRUM", "ETH").warnings).toHaveLength(1);
  });

  it("adds the address's own note: an all-lower-case 0x address has no checksum to check", () => {
    const result = checkSend(ETH_ADDRESS.toLowerCase(), "ERC20");
    expect(result.verdict).toBe("fits");
    expect(result.warnings.at(-1)).toMatch(/^Harflerin hepsi aynı büyüklükte olduğu için EIP-55 sağlama toplamı denetlenemedi/);
  });

  it("links a partial check and knows which fee each network can show", () => {
    expect(sendCheckHref("", "USDT")).toBe("/send-check?coin=USDT");
    expect(sendCheckHref("", "", "BTC")).toBe("/send-check?network=BTC");
    expect(["BTC", "ETH", "ERC20", "BEP20", "TRC20"].map((network) => feeKindFor(network as "BTC"))).toEqual([
      "btc",
      "eth-transfer",
      "eth-token",
      null,
      null,
    ]);
  });
});
