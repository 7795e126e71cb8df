import { describe, expect, it } from "vitest";
import { correctSpelling, editDistance } from "~/lib/ai/spelling";
import { isAdviceQuestion, isFollowUp, isOutOfScope, parseConversion, questionLanguage, readAmount } from "~/lib/ai/intent";

// The question's reading, before anything is searched (the chat's answers that follow from it are
// in questions.test.ts): pure, so it runs in the mutation test's list (vitest.mutation.config.ts).
describe("reading the question", () => {
  it("tells English from Turkish, with or without Turkish letters", () => {
    expect(questionLanguage("What is the price of Bitcoin?")).toBe("en");
    expect(questionLanguage("How do I set a price alert?")).toBe("en");
    expect(questionLanguage("bitcoin fiyati ne kadar")).toBe("tr");
    expect(questionLanguage("Bitcoin'in fiyatı?")).toBe("tr");
    expect(questionLanguage("DeFi nedir")).toBe("tr");
  });

  it("recognises requests for personal advice, and not questions that only mention buying", () => {
    for (const question of [
      "şimdi bitcoin almalı mıyım",
      "ETH satayım mı",
      "kesin söyle, dogecoin yükselir mi",
      "yarın bitcoin kaç olur",
      "Solana alınır mı",
      "BNB için al mı sat mı, net cevap",
      "Should I buy Bitcoin now?",
      "Ethereum'a yatırım yapmak mantıklı mı?",
    ])
      expect(isAdviceQuestion(question), question).toBe(true);
    for (const question of [
      "Borsadan ilk kez nasıl kripto alırım?",
      "Staking nedir, nasıl kazandırır?",
      "ETH'yi kaç dolardan alabilirim şu an",
      "DeFi nedir?",
    ])
      expect(isAdviceQuestion(question), question).toBe(false);
  });

  it("recognises subjects outside the site; a proof-of-stake question is not about shares", () => {
    for (const question of [
      "BIST 100 bugün kaç puan",
      "gram altın kaç TL",
      "yarın İstanbul'da hava nasıl olacak",
      "hesabım hacklendi ne yapmalıyım",
      "euro kaç TL",
    ])
      expect(isOutOfScope(question), question).toBe(true);
    for (const question of ["hisse kanıtı ile iş kanıtı farkı", "DeFi nedir?", "fiyat alarmı nasıl kurulur", "DeFi faiz oranları"])
      expect(isOutOfScope(question), question).toBe(false);
  });

  it("reads amounts as Turks and the English write them", () => {
    expect(readAmount("0,5")).toBe(0.5);
    expect(readAmount("1.000")).toBe(1000);
    expect(readAmount("0.01")).toBe(0.01);
    expect(readAmount("1.234,56")).toBe(1234.56);
    expect(readAmount("1,000.5")).toBe(1000.5);
  });

  it("parses conversions: amount, from and to, in either order of the sentence", () => {
    expect(parseConversion("100 dolar kaç TL eder")).toEqual({ amount: 100, from: { kind: "usd" }, to: { kind: "try" } });
    expect(parseConversion("10 bin TL kaç bitcoin")).toMatchObject({
      amount: 10_000,
      from: { kind: "try" },
      to: { kind: "coin", pair: "BTCUSDT" },
    });
    expect(parseConversion("0,5 ETH kaç dolar")).toMatchObject({
      amount: 0.5,
      from: { kind: "coin", pair: "ETHUSDT" },
      to: { kind: "usd" },
    });
    expect(parseConversion("dolar kaç TL bugün")).toMatchObject({ amount: 1, from: { kind: "usd" }, to: { kind: "try" } });
    expect(parseConversion("How much is 100 dollars in lira?")).toMatchObject({ amount: 100, from: { kind: "usd" }, to: { kind: "try" } });
    // A symbol that is also a word counts in capitals beside lower-case words, as in the whole question.
    expect(parseConversion("1 LINK kaç TL?")).toMatchObject({ amount: 1, from: { kind: "coin", pair: "LINKUSDT" }, to: { kind: "try" } });
    expect(parseConversion("DeFi nedir?")).toBeNull();
    expect(parseConversion("yarın bitcoin kaç olur")).toBeNull();
  });

  it("knows a follow-up by its missing subject", () => {
    expect(isFollowUp("peki fiyatı kaç TL?")).toBe(true);
    expect(isFollowUp("fiyatı?")).toBe(true);
    expect(isFollowUp("puanı kaç")).toBe(true);
    expect(isFollowUp("Chainlink ne işe yarar?")).toBe(false);
  });
});

describe("reading the question, every rule", () => {
  it("takes English only with more English than Turkish words, and at least one", () => {
    expect(questionLanguage("what's staking")).toBe("en");
    expect(questionLanguage("bitcoin")).toBe("tr");
    expect(questionLanguage("is bitcoin ne")).toBe("tr");
    expect(questionLanguage("is it worth ne")).toBe("en");
    expect(questionLanguage("Staking nasıl")).toBe("tr");
  });

  it("knows each kind of advice request", () => {
    for (const question of [
      "shiba 100x yapar mı",
      "yatırımlık coin hangisi",
      "neye yatırım yapmalıyım",
      "bitcoin'e 1000 TL bassam ne olur",
      "en çok kazandıran coin hangisi",
      "şimdi almak mantıklı mı",
      "BTC tepe mi yaptı, satmak için",
      "Will Solana go up this year?",
      "Is it a good time to buy ETH?",
      "Bitcoin patlar mı",
      "Ethereum ay sonuna kadar yükselir",
    ])
      expect(isAdviceQuestion(question), question).toBe(true);
    for (const question of ["Bitcoin yükseldi mi bugün, yüzde kaç", "100x kaldıraç nedir", "Bitcoin tepe fiyatı kaçtı"])
      expect(isAdviceQuestion(question), question).toBe(false);
  });

  it("knows each subject outside the site", () => {
    for (const question of [
      "hisseler bugün düştü mü",
      "halka arz takvimi",
      "çeyrek altın fiyatı",
      "gold price today",
      "sterlin ne kadar",
      "kredi kartı borcu nasıl ödenir",
      "benzin fiyatı",
      "nasdaq bugün",
      "maç skoru",
      "instagram hesabı nasıl açılır",
      "iphone fiyatı",
      "hesabımı çaldılar, hesabım hacklendi",
    ])
      expect(isOutOfScope(question), question).toBe(true);
    for (const question of ["altın destekli coin nedir", "bitcoin ne kadar", "hisse kanıtı nedir"])
      expect(isOutOfScope(question), question).toBe(false);
  });

  it("reads every way of writing an amount, and no digit as none", () => {
    expect(readAmount("yok")).toBeNull();
    expect(readAmount("1,000")).toBe(1000);
    expect(readAmount("1,234,567")).toBe(1_234_567);
    expect(readAmount("0,500")).toBe(0.5);
    expect(readAmount("12,5")).toBe(12.5);
    expect(readAmount("1.234.567")).toBe(1_234_567);
    expect(readAmount("1.5")).toBe(1.5);
    expect(readAmount("1.2345")).toBe(1.2345);
    expect(readAmount("1.234,5")).toBe(1234.5);
    expect(readAmount("100$")).toBe(100);
    expect(readAmount("1..2")).toBeNull();
  });

  it("parses conversions with multipliers, USDT and the amount anywhere, and refuses a zero or one unit", () => {
    expect(parseConversion("100 bin dolar kaç TL")).toEqual({ amount: 100_000, from: { kind: "usd" }, to: { kind: "try" } });
    expect(parseConversion("2 milyon TL ne kadar dolar")).toEqual({ amount: 2_000_000, from: { kind: "try" }, to: { kind: "usd" } });
    expect(parseConversion("250 USDT kaç lira")).toEqual({ amount: 250, from: { kind: "usdt" }, to: { kind: "try" } });
    expect(parseConversion("kaç TL eder 100 dolar")).toEqual({ amount: 100, from: { kind: "usd" }, to: { kind: "try" } });
    expect(parseConversion("0 dolar kaç TL")).toBeNull();
    expect(parseConversion("100 dolar kaç dolar")).toBeNull();
    expect(parseConversion("100 dolar ne TL")).toBeNull();
    expect(parseConversion("how many dollars is 100 lira")).toBeNull();
  });

  it("knows a follow-up by its first word or by five words at most that all point back", () => {
    expect(isFollowUp("")).toBe(false);
    expect(isFollowUp("?")).toBe(false);
    expect(isFollowUp("ya Dogecoin?")).toBe(true);
    expect(isFollowUp("and Ethereum?")).toBe(true);
    expect(isFollowUp("fiyatı kaç TL şimdi ne")).toBe(true);
    expect(isFollowUp("fiyatı kaç TL şimdi ne kadar")).toBe(false);
    expect(isFollowUp("bitcoin fiyatı")).toBe(false);
  });
});

describe("mistyped terms", () => {
  it("corrects a term typed with a letter or two swapped, and leaves a right or distant word alone", () => {
    expect(editDistance("likitide", "likidite")).toBe(2);
    expect(editDistance("nedr", "nedir")).toBe(1);
    expect(correctSpelling("likitide", ["likidite", "kaldirac"])).toBe("likidite");
    expect(correctSpelling("likidite", ["likidite"])).toBeNull();
    expect(correctSpelling("otel", ["oltalama"])).toBeNull();
  });

  it("counts insertions, deletions, changes and swaps of neighbours as one edit each", () => {
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("abc", "")).toBe(3);
    expect(editDistance("staking", "stakking")).toBe(1);
    expect(editDistance("stakking", "staking")).toBe(1);
    expect(editDistance("staking", "stacing")).toBe(1);
    expect(editDistance("staking", "stkaing")).toBe(1);
    expect(editDistance("ab", "ba")).toBe(1);
    expect(editDistance("kaldirac", "kaldirac")).toBe(0);
  });

  it("corrects words of five letters or more, one edit away under eight letters and two from eight, to the closest word", () => {
    // Four letters: too short to guess.
    expect(correctSpelling("nedr", ["nedir"])).toBeNull();
    expect(correctSpelling("borsq nedir", ["borsa"])).toBe("borsa nedir");
    // Seven letters two edits away: not corrected (eight letters two away are: "likitide");
    // three edits away never.
    expect(correctSpelling("stkaign", ["staking"])).toBeNull();
    expect(correctSpelling("kaldriac", ["kaldirac"])).toBe("kaldirac");
    expect(correctSpelling("klaidrca", ["kaldirac"])).toBeNull();
    // The closest candidate; of two as close, the first.
    expect(correctSpelling("likitide", ["likiditeler", "likidtie", "likidite"])).toBe("likidtie");
    expect(correctSpelling("likidtie", ["likitide", "likidite"])).toBe("likidite");
    // A word in the vocabulary is kept, typed in capitals too.
    expect(correctSpelling("STAKING stakign", ["staking"])).toBe("STAKING staking");
  });
});
