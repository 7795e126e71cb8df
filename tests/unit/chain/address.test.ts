import { describe, expect, it } from "vitest";
import { checkAddress, toChecksumAddress } from "~/lib/chain/address";

// Test vectors as published: BIP-173 and BIP-350 (segwit addresses with their scriptPubKey),
// EIP-55 (checksummed Ethereum addresses) and Bitcoin Core's key_io_valid.json / key_io_invalid.json
// (Base58Check and segwit addresses with their scriptPubKey).

const bip350Valid: Array<[string, string]> = [
  ["BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", "0014751e76e8199196d454941c45d1b3a323f1433bd6"],
  [
    "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7",
    "00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262",
  ],
  [
    "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y",
    "5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6",
  ],
  ["BC1SW50QGDZ25J", "6002751e"],
  ["bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs", "5210751e76e8199196d454941c45d1b3a323"],
  [
    "tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy",
    "0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433",
  ],
  [
    "tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c",
    "5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433",
  ],
  [
    "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
    "512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798",
  ],
];

const bip350Invalid = [
  "tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut", // invalid human-readable part
  "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd", // Bech32 instead of Bech32m
  "tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf", // Bech32 instead of Bech32m
  "BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL", // Bech32 instead of Bech32m
  "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh", // Bech32m instead of Bech32
  "tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47", // Bech32m instead of Bech32
  "bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4", // invalid character in checksum
  "BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R", // invalid witness version
  "bc1pw5dgrnzv", // program length 1 byte
  "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav", // 41 bytes
  "BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P", // v0 program length (BIP-141)
  "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq", // mixed case
  "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf", // zero padding of more than 4 bits
  "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j", // non-zero padding in 8-to-5 conversion
  "bc1gmk9yu", // empty data section
];

const bip173Invalid = [
  "tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty",
  "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5",
  "BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2",
  "bc1rw5uspcuh",
  "bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90",
  "BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P",
  "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7",
  "bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du",
  "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv",
  "bc1gmk9yu",
];

// BIP-173's v1+ examples were encoded with Bech32; BIP-350 made exactly these invalid.
const bip173SupersededByBip350 = [
  "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx",
  "BC1SW50QA3JX3S",
  "bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj",
];

const coreValid: Array<[string, string, string]> = [
  ["1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mo", "76a914a31c06bd463e3923bc1aadbde48b16976c08071788ac", "mainnet"],
  ["36j4NfKv6Akva9amjWrLG6MuSQym1GuEmm", "a914373b819a068f32b7a6b38b6b38729647cfde01c287", "mainnet"],
  ["mzK2FFDEhxqHcmrJw1ysqFkVyhUULo45hZ", "76a914ce28b26c57472737f5c3561a1761185bd8589a4388ac", "testnet"],
  ["2NC2hEhe28ULKAJkW5MjZ3jtTMJdvXmByvK", "a914ce0bba75891ff9ec60148d4bd4a09ee2dc5c933187", "testnet"],
  ["1FjL87pn8ky6Vbavd1ZHeChRXtoxwRGCRd", "76a914a19331b7b2627e663e25a7b001e4c0dcc5e21bc788ac", "mainnet"],
  ["3BZECeAH8gSKkjrTx8PwMrNQBLG18yHpvf", "a9146c382dcdf5b284760c8e3fead91f7422cd76aa8787", "mainnet"],
  ["n4YNbYuFdPwFrxSP8sjHFbAhUbLMUiY9jE", "76a914fc8f9851f3c1e4719cd0b8e4816dd4e88c72e52888ac", "testnet"],
  ["2NAeQVZayzVFAtgeC3iYJsjpjWDmsDph71A", "a914bedc797342c03fd7a346c4c7857ca03d467013b687", "testnet"],
  ["bc1qvyq0cc6rahyvsazfdje0twl7ez82ndmuac2lhv", "00146100fc6343edc8c874496cb2f5bbfec88ea9b77c", "mainnet"],
  [
    "bc1qyucykdlhp62tezs0hagqury402qwhk589q80tqs5myh3rxq34nwqhkdhv7",
    "002027304b37f70e94bc8a0fbf500e0c957a80ebda87280ef58214d92f119811acdc",
    "mainnet",
  ],
  [
    "bc1p83n3au0rjylefxq2nc2xh2y4jzz4pm6zxj4mw5pagdjjr2a9f36s6jjnnu",
    "51203c671ef1e3913f94980a9e146ba895908550ef4234abb7503d436521aba54c75",
    "mainnet",
  ],
  ["bc1z2rksukkjr8", "520250ed", "mainnet"],
  [
    "tb1p35n52jy6xkm4wd905tdy8qtagrn73kqdz73xe4zxpvq9t3fp50aqk3s6gz",
    "51208d2745489a35b75734afa2da43817d40e7e8d80d17a26cd4460b0055c521a3fa",
    "testnet",
  ],
  ["tb1rgv5m6uvdk3kc7qsuz0c79v88ycr5w4wa", "53104329bd718db46d8f021c13f1e2b0e726", "testnet"],
  ["bcrt1qdavt4j2sd7dlhqsavtnfxvzppw6k7qy97tmnu9", "00146f58bac9506f9bfb821d62e69330410bb56f0085", "regtest"],
  [
    "bcrt1pfwxjqvtt4tcxrtdluukfmy2dv7xd2qzdfy6kajv5nwn4yam3wxkq3553uh",
    "51204b8d20316baaf061adbfe72c9d914d678cd5004d49356ec9949ba752777171ac",
    "regtest",
  ],
];

// Private keys in Wallet Import Format: valid Base58Check, but not addresses.
const corePrivateKeys = [
  "5JuW2AMDYu4xVwRG9DZW18VbzQrGcd5RCgb99sS6ehJsNQXu5b9",
  "L5nJeqKmpHp4P7F8ZYyjwc5a7P4d8EabuGAzfGJk7yC1BJyzNaEd",
  "cV83kKisF3RQSvXbUCm9ox3kaz5JjEUBWcx8tNydfGJcyeUxuH47",
];

const coreInvalid = [
  "",
  "x",
  "1GAdfviErV2Ew95FPtZyikz2qGP3gyCB6Hyu94sedAkPpA523m3fQwps9YKUZkKgQckGPKhRsFR",
  "37G2kMDLpmWVhimxRdzwNfE8JFvWXnJYnVcXeeGrek2qumdJuK7XArcVVpRtLLjRra3t64BEPF2",
  "8iVk9nLM3nYwRuwypjy9NK5rsuZH7BbrQRZ1pgcQmvMnjAgRXD",
  "cPTVQ1hbo4qdoysf6Jx5GthqucNmdfqt6J2pZRFeXv8Ep7Kmjqud",
  "tc1qeul5g2xfkvdkrhcfmdursv73ad64jnkjl9c40f",
  "bt1pq65rzej5glw3ra79gav6fqnx4haa0z257qr3mc8cggkefahmgvyseufhc0",
  "tb13hty4qmumlwpp6chxjvcyzza4duqgtmxw3xhm3u9ahj4nyhtwz8eq7ynrj4",
  "bcrt1r2qxpwuge",
  "bc10uexgzna2dpfk0vjt35srz6a27ps6m0l89jweznt83n2sqn2fx4hvn9ym5af8wut34sfrqhk3",
  "tb1qum6uh0pt4q253qaf520929737v63w5gf",
  "bc1qdsuzmn04k2z8vryw8l4dj8m5ygqgnne5n",
  "bcrt1qzwmyj0z924g7fzs5yvnrkc43y76RVyr2lh5t4r",
  "bc1qpu6d26mrulzetu4jqhd7rsunv9aqru26f5c4j8",
  "bc1p702xksx4z3uqf0u2phllxkfe5cgu0adxptqs0uelx0tqt8e885sqryes2l",
  "tb1z7gmh0v6pc30z4xum76lmw8w86yswrlmw",
  "2UVPFpGYnLHJezFzjUo42our6PMEoozzRdM",
  "2MygHQjE1U33q3LSC53p69YqFjP8PihumJAF",
  "KzNbAQ4mexfAxa6RKBzHQqfoTycaeWpv2p",
  "2jDPrDfAKihCGPbPD9ztY8TswAia4V8Bc6vx",
  "39TKsUQ5QpEL1wowc6GMUqak94ijirPuP69ooV3xsFmiKQX2dau",
  "TB1QFDFM763VXVSUNZHQLPWC0Q8FG5LJX6ZN",
  "tb1ly0q7p",
  "tb1dclvmr",
  "AZEah8d1EK362okRBS66e8SvdtYkrE8tsX",
  "2NDNP7GY59tTJPZTpbkprhM9SR99Nn5rUs7",
  "sp1qq22l5s6l9460ww6t4tkzsy2a7zejurcmzz35pt0ffrzk5erlaykdcqugecjjnjqf7ggq39vl6wexjlm00n66z94v675n7wcux6d2krr68gcwu9kg",
];

const eip55 = [
  // all caps
  "0x52908400098527886E0F7030069857D2E4169EE7",
  "0x8617E340B3D01FA5F11F306F4090FD50E238070D",
  // all lower
  "0xde709f2102306220921060314715629080e2fb77",
  "0x27b1fdb04752bbc536007a920d24acb045561c26",
  // normal
  "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
  "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
];

describe("segwit addresses (BIP-173, BIP-350)", () => {
  it.each(bip350Valid)("accepts %s", (address, script) => {
    const result = checkAddress(address);
    expect(result).toMatchObject({ valid: true, chain: "btc", scriptPubKey: script, address: address.toLowerCase() });
  });

  it("names the kinds and networks", () => {
    expect(checkAddress(bip350Valid[0][0])).toMatchObject({
      type: "p2wpkh",
      network: "mainnet",
      kind: "Bitcoin – Native SegWit P2WPKH (Bech32)",
    });
    expect(checkAddress(bip350Valid[1][0])).toMatchObject({ type: "p2wsh", network: "testnet" });
    expect(checkAddress(bip350Valid[7][0])).toMatchObject({ type: "p2tr", kind: "Bitcoin – Taproot (Bech32m)" });
    expect(checkAddress("BC1SW50QGDZ25J")).toMatchObject({ type: "segwit-future", kind: "Bitcoin – SegWit v16 (Bech32m)" });
  });

  it.each(bip350Invalid)("rejects %s (BIP-350)", (address) => {
    const result = checkAddress(address);
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.problem).toMatch(/\S/);
  });

  it.each(bip173Invalid)("rejects %s (BIP-173)", (address) => {
    expect(checkAddress(address).valid).toBe(false);
  });

  it.each(bip173SupersededByBip350)("rejects the Bech32-encoded v1+ address %s", (address) => {
    expect(checkAddress(address)).toMatchObject({ valid: false, problem: expect.stringContaining("Bech32m") });
  });

  it("reports mixed case and checksum errors in Turkish", () => {
    expect(checkAddress(bip350Invalid[11])).toMatchObject({ problem: "Segwit adresinde büyük ve küçük harf karışık olamaz." });
    expect(checkAddress(bip173Invalid[1])).toMatchObject({ problem: expect.stringContaining("Bech32 sağlama toplamı tutmuyor") });
  });
});

describe("Base58Check and segwit addresses (Bitcoin Core key_io vectors)", () => {
  it.each(coreValid)("accepts %s", (address, script, network) => {
    expect(checkAddress(address)).toMatchObject({ valid: true, chain: "btc", scriptPubKey: script, network });
  });

  it("names legacy kinds", () => {
    expect(checkAddress(coreValid[0][0])).toMatchObject({ type: "p2pkh", kind: "Bitcoin – Eski tip P2PKH (Base58Check)" });
    expect(checkAddress(coreValid[1][0])).toMatchObject({ type: "p2sh", kind: "Bitcoin – Betik karması P2SH (Base58Check)" });
  });

  it.each(corePrivateKeys)("rejects the private key %s as an address", (key) => {
    expect(checkAddress(key)).toMatchObject({ valid: false, problem: expect.stringContaining("Sağlama toplamı doğru") });
  });

  it.each(coreInvalid)("rejects %j", (text) => {
    expect(checkAddress(text).valid).toBe(false);
  });

  it("rejects a one-character typo in a legacy address", () => {
    expect(checkAddress("1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mp")).toMatchObject({
      valid: false,
      problem: expect.stringContaining("Base58Check"),
    });
  });
});

describe("Ethereum addresses (EIP-55)", () => {
  // Every example of EIP-55 is the checksum form of its own lower-case digits.
  it.each(eip55)("produces the published checksum form %s", (address) => {
    expect(toChecksumAddress(address.slice(2).toLowerCase())).toBe(address);
  });

  it.each(eip55.slice(4))("accepts the checksummed %s", (address) => {
    expect(checkAddress(address)).toMatchObject({ valid: true, chain: "eth", checksummed: true, address });
  });

  it.each(eip55.slice(0, 4))("accepts %s as valid but unchecksummed", (address) => {
    expect(checkAddress(address)).toMatchObject({ valid: true, chain: "eth", checksummed: false, network: null });
  });

  it("rejects a mixed-case address whose case does not match the checksum", () => {
    const wrong = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD";
    expect(checkAddress(wrong)).toMatchObject({ valid: false, chain: "eth", problem: expect.stringContaining("EIP-55") });
  });

  it("rejects wrong lengths and non-hex digits", () => {
    expect(checkAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA")).toMatchObject({ valid: false, chain: "eth" });
    expect(checkAddress("0xZZAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).toMatchObject({ valid: false, chain: "eth" });
  });
});

describe("input limits", () => {
  it("rejects a 10 kB string without decoding it", () => {
    expect(checkAddress("1".repeat(10_000))).toMatchObject({ valid: false, problem: expect.stringContaining("çok uzun") });
  });

  it("trims surrounding spaces", () => {
    expect(checkAddress("  bc1qvyq0cc6rahyvsazfdje0twl7ez82ndmuac2lhv \n").valid).toBe(true);
  });
});

describe("text that is no address", () => {
  it("does not take a short word for a mistyped Bitcoin address", () => {
    expect(checkAddress("merhaba")).toEqual({
      valid: false,
      chain: null,
      problem: "Bu metin bir Bitcoin, Ethereum ya da TRON adresine benzemiyor.",
    });
  });
});
