import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bulletinFor, parseTcmbBulletin, tcmbDatedRate, tcmbDayPath, TCMB_MAX_BACK_DAYS, type TcmbDayFile } from "~/lib/lira/tcmb";
import { loadSourceSnapshot } from "~/models/source-snapshots.server";
import { resetEnv } from "~/server/env.server";
import { resetSourceCache } from "~/services/outside/cached-source.server";
import { tcmbUsdForDays } from "~/services/tcmb-rates.server";
import { fakeTcmbUsdBuying, startFakeTcmb, tcmbBulletinXml, type FakeTcmb } from "../../fakes/tcmb-server";
import { useTestDatabase } from "../../setup/test-db";

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

describe("TCMB through the outside-source core", () => {
  let tcmb: FakeTcmb;
  beforeAll(async () => {
    tcmb = await startFakeTcmb();
  });
  afterAll(async () => {
    await tcmb.close();
    process.env.TCMB_RATES_URL = "";
    delete process.env.CHAIN_TIMEOUT_MS;
  });
  useTestDatabase({ seeded: false });
  beforeEach(() => {
    process.env.TCMB_RATES_URL = tcmb.url;
    process.env.CHAIN_TIMEOUT_MS = "1000";
    resetEnv();
    resetSourceCache();
    tcmb.setMode("ok");
    vi.useFakeTimers({ toFake: ["Date"] });
    // Saturday 28 November 2026, 12:00 in Istanbul.
    vi.setSystemTime(new Date("2026-11-28T09:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  const newlyAsked = async (run: () => Promise<unknown>) => {
    const before = tcmb.asked().length;
    await run();
    return tcmb.asked().slice(before);
  };

  it("values a weekday at its own bulletin's buying rate", async () => {
    let rates = new Map();
    expect(await newlyAsked(async () => (rates = await tcmbUsdForDays(["2026-11-27"])))).toEqual(["/202611/27112026.xml"]);
    expect(tcmbDatedRate(rates.get("2026-11-27"))).toEqual({
      day: "2026-11-27",
      rate: fakeTcmbUsdBuying("2026-11-27"),
      kind: "exact",
      usedDay: "2026-11-27",
    });
  });

  it("values a weekend at Friday's bulletin, a holiday at the day before's, and keeps every file in the database for good", async () => {
    let rates = new Map();
    const asked = await newlyAsked(async () => (rates = await tcmbUsdForDays(["2026-11-22", "2026-10-29"])));
    // 29 October (Cumhuriyet Bayramı, a Thursday) has no bulletin: the 28th's is used.
    expect(asked).toEqual([
      "/202610/29102026.xml",
      "/202610/28102026.xml",
      "/202611/22112026.xml",
      "/202611/21112026.xml",
      "/202611/20112026.xml",
    ]);
    expect(rates.get("2026-11-22").bulletin.day).toBe("2026-11-20");
    expect(rates.get("2026-10-29").bulletin.day).toBe("2026-10-28");
    expect(rates.get("2026-10-29").bulletin.usdBuying).toBe(fakeTcmbUsdBuying("2026-10-28"));
    // A 404 is stored too: a past weekend never gets a bulletin.
    expect((await loadSourceSnapshot("tcmb:day:2026-11-22"))?.payload).toEqual({ day: "2026-11-22", bulletin: null });

    // A week later, after a restart: nothing is asked again.
    vi.setSystemTime(Date.now() + 7 * 86_400_000);
    resetSourceCache();
    expect(await newlyAsked(() => tcmbUsdForDays(["2026-11-22", "2026-10-29", "2026-11-21"]))).toEqual([]);
  });

  it("reads today's rate from /today.xml, the newest bulletin", async () => {
    // Friday 27 November 2026, 16:00 in Istanbul.
    vi.setSystemTime(new Date("2026-11-27T13:00:00Z"));
    let rates = new Map();
    expect(await newlyAsked(async () => (rates = await tcmbUsdForDays(["2026-11-27"])))).toEqual(["/today.xml"]);
    expect(rates.get("2026-11-27").bulletin.day).toBe("2026-11-27");
  });

  it("gives no rate while TCMB is down or answers garbage, and leaves it alone until the retry time", async () => {
    tcmb.setMode("down");
    expect((await tcmbUsdForDays(["2026-11-27"])).get("2026-11-27")?.bulletin).toBeNull();
    // The host failed: another day is not asked within the wait.
    expect(await newlyAsked(() => tcmbUsdForDays(["2026-11-26"]))).toEqual([]);

    resetSourceCache();
    tcmb.setMode("garbage");
    expect((await tcmbUsdForDays(["2026-11-25"])).get("2026-11-25")?.bulletin).toBeNull();
    tcmb.setMode("ok");
    vi.setSystemTime(Date.now() + 6 * 60_000);
    expect((await tcmbUsdForDays(["2026-11-25"])).get("2026-11-25")?.bulletin?.day).toBe("2026-11-25");
  });

  it("asks nothing while TCMB_RATES_URL is empty", async () => {
    process.env.TCMB_RATES_URL = "";
    resetEnv();
    expect(await newlyAsked(async () => expect((await tcmbUsdForDays(["2026-11-27"])).get("2026-11-27")?.bulletin).toBeNull())).toEqual([]);
  });
});
