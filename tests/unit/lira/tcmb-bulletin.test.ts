import { describe, expect, it } from "vitest";
import { bulletinFor, parseTcmbBulletin, tcmbDatedRate, tcmbDayPath, TCMB_MAX_BACK_DAYS, type TcmbDayFile } from "~/lib/lira/tcmb";
import { fakeTcmbUsdBuying, tcmbBulletinXml } from "../../fakes/tcmb-server";

// TCMB's bulletin read and the walk back to the last one, pure (the source through the outside-source
// core is in tcmb.test.ts).

// A real bulletin's head, as TCMB serves it (2020-10-08, bulletin 2020/192), with its dollar row.
const REAL_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="isokur.xsl"?>
<Tarih_Date Tarih="08.10.2020" Date="10/08/2020"  Bulten_No="2020/192" >
	<Currency CrossOrder="0" Kod="USD" CurrencyCode="USD">
			<Unit>1</Unit>
			<Isim>ABD DOLARI</Isim>
			<CurrencyName>US DOLLAR</CurrencyName>
			<ForexBuying>7.8931</ForexBuying>
			<ForexSelling>7.9073</ForexSelling>
			<BanknoteBuying>7.8876</BanknoteBuying>
			<BanknoteSelling>7.9192</BanknoteSelling>
			<CrossRateUSD/>
			<CrossRateOther/>
	</Currency>
</Tarih_Date>`;

describe("TCMB's bulletin file", () => {
  it("reads the bulletin's day, number and the dollar's forex buying and selling rates", () => {
    expect(parseTcmbBulletin(REAL_HEAD)).toEqual({ day: "2020-10-08", number: "2020/192", usdBuying: 7.8931, usdSelling: 7.9073 });
    // The fake's file (dollar, euro, yen per 100) reads the same way: only the dollar is kept.
    expect(parseTcmbBulletin(tcmbBulletinXml("2026-11-27"))).toMatchObject({
      day: "2026-11-27",
      usdBuying: fakeTcmbUsdBuying("2026-11-27"),
    });
  });

  it("names a day's file as TCMB does", () => {
    expect(tcmbDayPath("2026-11-27")).toBe("/202611/27112026.xml");
    expect(tcmbDayPath("2026-01-02")).toBe("/202601/02012026.xml");
  });

  it("refuses a file that is not a bulletin with a dollar buying rate", () => {
    expect(() => parseTcmbBulletin("<html><body>Bakım</body></html>")).toThrow("Tarih_Date yok");
    expect(() => parseTcmbBulletin("not xml at all <<<")).toThrow();
    expect(() => parseTcmbBulletin(REAL_HEAD.replace('Tarih="08.10.2020"', 'Tarih="31.02.2020"'))).toThrow("tarihi okunamadı");
    expect(() => parseTcmbBulletin(REAL_HEAD.replace('Kod="USD" CurrencyCode="USD"', 'Kod="EUR" CurrencyCode="EUR"'))).toThrow(
      "ABD doları yok",
    );
    // A comma decimal or an empty rate is not TCMB's writing: no guess is made.
    expect(() => parseTcmbBulletin(REAL_HEAD.replace("7.8931", "7,8931"))).toThrow("döviz alış kuru yok");
    expect(() => parseTcmbBulletin(REAL_HEAD.replace("<ForexBuying>7.8931</ForexBuying>", "<ForexBuying/>"))).toThrow(
      "döviz alış kuru yok",
    );
  });
});

describe("the last bulletin on or before a day", () => {
  const bulletin = (day: string) => ({ day, number: null, usdBuying: fakeTcmbUsdBuying(day), usdSelling: null });

  it("walks back over days without a file, at most TCMB_MAX_BACK_DAYS, and stops at a failure", async () => {
    const asked: string[] = [];
    const files =
      (withBulletin: string[]) =>
      async (day: string): Promise<TcmbDayFile> => {
        asked.push(day);
        return { day, bulletin: withBulletin.includes(day) ? bulletin(day) : null };
      };
    // Sunday 22 November 2026: Sunday and Saturday have none, Friday's is used.
    const sunday = await bulletinFor("2026-11-22", files(["2026-11-20"]));
    expect(sunday.bulletin?.day).toBe("2026-11-20");
    expect(asked).toEqual(["2026-11-22", "2026-11-21", "2026-11-20"]);
    expect(tcmbDatedRate(sunday)).toEqual({
      day: "2026-11-22",
      rate: fakeTcmbUsdBuying("2026-11-20"),
      kind: "earlier",
      usedDay: "2026-11-20",
    });

    asked.length = 0;
    const never = await bulletinFor("2026-11-22", files([]));
    expect(never.bulletin).toBeNull();
    expect(asked).toHaveLength(TCMB_MAX_BACK_DAYS + 1);
    expect(tcmbDatedRate(never).kind).toBe("none");

    // TCMB unreachable on Saturday's file: Friday's is not taken for Sunday, since a bulletin in between may exist.
    const failing = await bulletinFor("2026-11-22", async (day) => (day === "2026-11-21" ? null : { day, bulletin: null }));
    expect(failing.bulletin).toBeNull();
  });
});

describe("TCMB's bulletin, every field", () => {
  it("divides by the currency's unit, keeps a missing selling rate as none, and a blank number as none", () => {
    const perTen = REAL_HEAD.replace("<Unit>1</Unit>", "<Unit>10</Unit>");
    expect(parseTcmbBulletin(perTen)).toMatchObject({ usdBuying: 0.78931, usdSelling: 0.79073 });
    const noUnit = REAL_HEAD.replace("<Unit>1</Unit>", "");
    expect(parseTcmbBulletin(noUnit).usdBuying).toBe(7.8931);
    expect(parseTcmbBulletin(REAL_HEAD.replace("<Unit>1</Unit>", "<Unit>x</Unit>")).usdBuying).toBe(7.8931);
    expect(parseTcmbBulletin(REAL_HEAD.replace("<ForexSelling>7.9073</ForexSelling>", "<ForexSelling/>")).usdSelling).toBeNull();
    expect(parseTcmbBulletin(REAL_HEAD.replace('Bulten_No="2020/192"', 'Bulten_No="  "')).number).toBeNull();
    expect(parseTcmbBulletin(REAL_HEAD.replace('Bulten_No="2020/192"', 'Bulten_No=" 2020/192 "')).number).toBe("2020/192");
    expect(parseTcmbBulletin(REAL_HEAD.replace('Bulten_No="2020/192"', "")).number).toBeNull();
  });

  it("finds the dollar by either code, and takes no zero, negative or over-long rate", () => {
    expect(parseTcmbBulletin(REAL_HEAD.replace('CurrencyCode="USD"', 'CurrencyCode="X"')).usdBuying).toBe(7.8931);
    expect(parseTcmbBulletin(REAL_HEAD.replace('Kod="USD"', 'Kod="X"')).usdBuying).toBe(7.8931);
    for (const wrong of ["0", "0.0000", "-7.8931", "12345678.1", "7.123456789", "7.", ".5", "7.8931 TL"])
      expect(() => parseTcmbBulletin(REAL_HEAD.replace("7.8931", wrong)), wrong).toThrow("döviz alış kuru yok");
    expect(parseTcmbBulletin(REAL_HEAD.replace("7.8931", " 1234567.12345678 ")).usdBuying).toBe(1234567.12345678);
  });

  it("reads only a day written as TCMB writes it", () => {
    for (const wrong of ["8.10.2020", "08.10.20", "2020-10-08", "08.10.2020x"])
      expect(() => parseTcmbBulletin(REAL_HEAD.replace('Tarih="08.10.2020"', `Tarih="${wrong}"`)), wrong).toThrow("tarihi okunamadı");
    expect(() => parseTcmbBulletin(REAL_HEAD.replace('Tarih="08.10.2020"', ""))).toThrow("tarihi okunamadı");
    expect(() => parseTcmbBulletin("<Tarih_Date>metin</Tarih_Date>")).toThrow("Tarih_Date yok");
    expect(() => parseTcmbBulletin('<Tarih_Date Tarih="08.10.2020"></Tarih_Date>')).toThrow("ABD doları yok");
  });

  it("uses the transaction day's own bulletin as exact, found on the first file", async () => {
    const asked: string[] = [];
    const own = await bulletinFor("2026-11-27", async (day) => {
      asked.push(day);
      return { day, bulletin: { day, number: null, usdBuying: 42, usdSelling: null } };
    });
    expect(asked).toEqual(["2026-11-27"]);
    expect(tcmbDatedRate(own)).toEqual({ day: "2026-11-27", rate: 42, kind: "exact", usedDay: "2026-11-27" });
    expect(tcmbDatedRate({ day: "2026-11-27", bulletin: null })).toEqual({ day: "2026-11-27", rate: null, kind: "none", usedDay: null });
  });

  it("takes a bulletin found on the last day of the walk back", async () => {
    const last = `2026-11-${String(22 - TCMB_MAX_BACK_DAYS).padStart(2, "0")}`;
    const found = await bulletinFor("2026-11-22", async (day) => ({
      day,
      bulletin: day === last ? { day, number: null, usdBuying: 1, usdSelling: null } : null,
    }));
    expect(found.bulletin?.day).toBe(last);
  });
});
