import { describe, expect, it } from "vitest";
import { checkAddress } from "~/lib/chain/address";
import { classifyQuery } from "~/lib/chain/query";

// Published TRON addresses:
// - TRON's developer docs, "Accounts and keys" (https://developers.tron.network/docs/account): the hex
//   address 418840E6C55B9ADA326D211D818C34A994AECED808 is TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL.
// - Dune's TRON address functions (https://docs.dune.com/query-engine/Functions-and-operators/tronaddress):
//   THHRK1bA7YRPZBcLnTP1SZy9ipUpsRwpo6 holds the 20 bytes 503aa4ad108bd3a89ba0310e23b49fb654cd6986.
// - Tether's USDT contract on TRON, as Tether and Tronscan list it: TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t.
// - TRON's black-hole address (all 20 bytes zero), used for burns: T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb.
const VALID = [
  "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL",
  "THHRK1bA7YRPZBcLnTP1SZy9ipUpsRwpo6",
  "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
  "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb",
];

describe("TRON addresses", () => {
  it.each(VALID)("accepts the published address %s", (address) => {
    expect(checkAddress(address)).toEqual({
      valid: true,
      chain: "tron",
      network: null,
      type: "account",
      kind: "TRON – hesap adresi (Base58Check)",
      address,
    });
  });

  it("rejects a changed character as a checksum failure", () => {
    // The docs' example with its last letter changed (L → M).
    expect(checkAddress("TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM")).toEqual({
      valid: false,
      chain: "tron",
      problem: "Base58Check sağlama toplamı tutmuyor: adreste bir yazım hatası var.",
    });
  });

  it.each([
    // Correct Base58Check over 21 bytes that start with 0x40 and 0x42 (encoded for this test): T…, 34 characters, not TRON.
    "T9yD14Nj9j7xAB4dbGeiX9h8unkKB9nv2z",
    "TZJozAg1ruapycCicgz31GxvYJ1G1qELV7",
  ])("rejects a checksummed address whose first byte is not 0x41: %s", (address) => {
    expect(checkAddress(address)).toMatchObject({ valid: false, chain: "tron", problem: expect.stringContaining("0x41") });
  });

  it("rejects a wrong length", () => {
    expect(checkAddress("TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqe")).toMatchObject({
      valid: false,
      chain: "tron",
      problem: "TRON adresi 34 karakterdir; burada 33 karakter var.",
    });
    expect(checkAddress("TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeLL").valid).toBe(false);
  });

  it("names a character outside the Base58 alphabet", () => {
    expect(checkAddress("TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYq0L")).toMatchObject({
      valid: false,
      chain: "tron",
      problem: expect.stringContaining("'0'"),
    });
    expect(checkAddress("TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqIL")).toMatchObject({
      valid: false,
      chain: "tron",
      problem: expect.stringContaining("'I'"),
    });
  });

  it("gives the T… form of an address written in hex", () => {
    expect(checkAddress("418840E6C55B9ADA326D211D818C34A994AECED808")).toMatchObject({
      valid: false,
      chain: "tron",
      problem: expect.stringContaining("TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL"),
    });
  });

  it("leaves Bitcoin's Base58Check addresses to Bitcoin's rules", () => {
    expect(checkAddress("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2")).toMatchObject({ valid: true, chain: "btc" });
  });

  it("is not looked up by the explorer, which reads only Bitcoin and Ethereum", () => {
    expect(classifyQuery("TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL", "")).toEqual({
      kind: "invalid",
      message: "Bu bir TRON adresi; gezgin yalnızca Bitcoin ve Ethereum zincirlerini arar.",
    });
  });
});
