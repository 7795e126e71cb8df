import { describe, expect, it } from "vitest";
import { findCoinMentions, fold } from "~/lib/ai/coin-mentions";

/** The first pair of each coin the question names, in order. */
const coins = (question: string) => findCoinMentions(question).map((mention) => mention.pairs[0]);

describe("findCoinMentions", () => {
  it.each([
    ["Bitcoin fiyatı ne kadar?", ["BTCUSDT"]],
    ["bitcoin fiyatı", ["BTCUSDT"]],
    ["BTC kaç dolar?", ["BTCUSDT"]],
    ["btc yükselir mi", ["BTCUSDT"]],
    ["BTC'nin fiyatı", ["BTCUSDT"]],
    ["BTC’nin fiyatı", ["BTCUSDT"]],
    ["btcnin durumu", ["BTCUSDT"]],
    ["btcyi almalı mıyım", ["BTCUSDT"]],
    ["Bitcoin'in geleceği", ["BTCUSDT"]],
    ["bitcoinin geleceği", ["BTCUSDT"]],
    ["bitcoini satayım mı", ["BTCUSDT"]],
    ["bitcoine yatırım", ["BTCUSDT"]],
    ["bitcoinden ethereuma geçmeli miyim", ["BTCUSDT", "ETHUSDT"]],
    ["BİTCOİN NE OLUR", ["BTCUSDT"]],
    ["BITCOIN ne olur", ["BTCUSDT"]],
    ["bitkoin aldım", ["BTCUSDT"]],
    ["Bitcoinciler ne diyor", ["BTCUSDT"]],
    ["BTCUSDT paritesi", ["BTCUSDT"]],
    ["ethusdt grafiği", ["ETHUSDT"]],
    ["Ethereum'a yatırım yapmak mantıklı mı?", ["ETHUSDT"]],
    ["ethereumun fiyatı", ["ETHUSDT"]],
    ["eter fiyatı ne", ["ETHUSDT"]],
    ["eterin fiyatı", ["ETHUSDT"]],
    ["ether ne kadar", ["ETHUSDT"]],
    ["etherin fiyatı", ["ETHUSDT"]],
    ["ETH'yi mi BTC'yi mi alayım", ["ETHUSDT", "BTCUSDT"]],
    ["ethde durum ne", ["ETHUSDT"]],
    ["solana fiyatı", ["SOLUSDT"]],
    ["Solana'nın ağı", ["SOLUSDT"]],
    ["solananın ağı", ["SOLUSDT"]],
    ["SOL'ün fiyatı", ["SOLUSDT"]],
    ["SOL kaç dolar", ["SOLUSDT"]],
    ["ripple davası", ["XRPUSDT"]],
    ["XRP'nin geleceği", ["XRPUSDT"]],
    ["xrp alınır mı", ["XRPUSDT"]],
    ["ADA'nın puanı", ["ADAUSDT"]],
    ["cardano mu polkadot mu", ["ADAUSDT", "DOTUSDT"]],
    ["dogecoin ve shiba inu", ["DOGEUSDT", "SHIBUSDT"]],
    ["Shiba Inu'nun fiyatı", ["SHIBUSDT"]],
    ["Bitcoin Cash nedir", ["BCHUSDT"]],
    ["bitcoin cash'in fiyatı", ["BCHUSDT"]],
    ["Ethereum Classic ile Ethereum farkı", ["ETCUSDT", "ETHUSDT"]],
    ["polygon (matic) ne oldu", ["POLUSDT"]],
    ["Chainlink'in oracle ağı", ["LINKUSDT"]],
    ["LINK fiyatı", ["LINKUSDT"]],
    ["Avalanche ve AVAX aynı mı", ["AVAXUSDT"]],
    ["Bitcoin ve BTC aynı şey mi", ["BTCUSDT"]],
    ["tron ağında transfer", ["TRXUSDT"]],
    ["litecoinle ödeme", ["LTCUSDT"]],
    ["BNB'yi nerede kullanırım", ["BNBUSDT"]],
    ["Toncoin ve TON", ["TONUSDT"]],
    ["Fantom hakkında bilgi", ["FTMUSDT"]],
    ["Uniswap nasıl çalışır", ["UNIUSDT"]],
  ])("%s", (question, expected) => {
    expect(coins(question)).toEqual(expected);
  });

  it.each([
    "DeFi nedir ve nasıl çalışır?",
    "Yeni başlayanlar için trading stratejileri nelerdir?",
    "Borsada nasıl alım satım yapılır?",
    "Altcoin seçerken nelere dikkat etmeliyim?",
    "Sol taraftaki menüde ne var?",
    "sol tarafta",
    "Adaya tatile gidiyorum",
    "ada sahilinde bir gün",
    "Bu linki açamadım",
    "Link gönderir misin",
    "Fil gibi hafızam var",
    "kas ağrısı",
    "Zil çaldı",
    "bir ton para",
    "Mana ne demek",
    "Not: şifremi unuttum",
    "NOT: şifremi unuttum",
    "Kimlik ID numarası",
    "AR gözlük",
    "Gala gecesi yarın",
    "Mina bugün geldi",
    "Market maker ne demek",
    "etc. gibi kısaltmalar",
    "SOL TARAFTAKİ MENÜ",
    "ADAYA GİDİYORUM",
    "Bir koleksiyon nasıl oluşturulur",
    "Yatırım tavsiyesi verir misin",
    "Stratejim hot wallet mı cold wallet mı olmalı",
    "near future",
    "Eterna dizisi",
    "şeytan",
    "bit coin",
    "opun",
  ])("finds no coin in %s", (question) => {
    expect(coins(question)).toEqual([]);
  });

  it("tells the words that named the coin and each coin once", () => {
    expect(findCoinMentions("BTC'nin ve bitcoinin fiyatı")).toEqual([{ pairs: ["BTCUSDT"], text: "BTC'nin" }]);
    expect(findCoinMentions("Shiba Inu'nun")).toEqual([{ pairs: ["SHIBUSDT"], text: "Shiba Inu'nun" }]);
  });

  it("gives a coin that changed its ticker both pairs, the current one first", () => {
    expect(findCoinMentions("MATIC kaç dolar")[0]?.pairs).toEqual(["POLUSDT", "MATICUSDT"]);
  });

  it("folds Turkish letters the Turkish way", () => {
    expect(fold("BİTCOİN")).toBe("bitcoin");
    expect(fold("BITCOIN")).toBe("bitcoin");
    expect(fold("Şifre Çözücü Ğ Ö Ü")).toBe("sifre cozucu g o u");
  });
});
