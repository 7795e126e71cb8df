import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for TCMB's indicative rates (`https://www.tcmb.gov.tr/kurlar`) on 127.0.0.1, in the
 * bank's own XML: `/today.xml` and `/YYYYMM/DDMMYYYY.xml`, a `Tarih_Date` root with `Tarih`
 * ("27.11.2026"), `Date` ("11/27/2026") and `Bulten_No`, and `Currency` elements (CrossOrder, Kod,
 * CurrencyCode; Unit, Isim, CurrencyName, ForexBuying, ForexSelling, BanknoteBuying,
 * BanknoteSelling, CrossRateUSD, CrossRateOther) with dot decimals, the yen per 100 units, as the
 * real files have them. Weekends and FAKE_TCMB_HOLIDAYS have no file: 404 with an HTML page, as
 * TCMB answers. `/today.xml` is the newest working day's bulletin up to the Turkish date.
 */

/** Public holidays of 2026 the fake publishes nothing on (Cumhuriyet Bayramı, Ramazan Bayramı...). */
const FAKE_TCMB_HOLIDAYS = ["2026-01-01", "2026-03-20", "2026-04-23", "2026-05-01", "2026-05-19", "2026-10-29"];

const DAY_MS = 86_400_000;

/** The fake's dollar buying rate of a working day: 30 lira on 2024-01-01, a hundredth more each day, four decimals. */
export function fakeTcmbUsdBuying(day: string): number {
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse("2024-01-01T00:00:00Z")) / DAY_MS);
  return +(30 + days * 0.01).toFixed(4);
}

function isFakeTcmbWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !FAKE_TCMB_HOLIDAYS.includes(day);
}

const four = (value: number) => value.toFixed(4);

/** One bulletin in TCMB's layout (dollar, euro and yen; the real one lists about twenty currencies). */
export function tcmbBulletinXml(day: string): string {
  const [year, month, date] = day.split("-");
  const usd = fakeTcmbUsdBuying(day);
  const eur = usd * 1.08;
  const jpy = (usd / 150) * 100;
  const currency = (order: number, code: string, isim: string, name: string, unit: number, buying: number, cross: string) => `
	<Currency CrossOrder="${order}" Kod="${code}" CurrencyCode="${code}">
			<Unit>${unit}</Unit>
			<Isim>${isim}</Isim>
			<CurrencyName>${name}</CurrencyName>
			<ForexBuying>${four(buying)}</ForexBuying>
			<ForexSelling>${four(buying * 1.0018)}</ForexSelling>
			<BanknoteBuying>${four(buying * 0.9993)}</BanknoteBuying>
			<BanknoteSelling>${four(buying * 1.0029)}</BanknoteSelling>
			${cross}
	</Currency>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="isokur.xsl"?>
<Tarih_Date Tarih="${date}.${month}.${year}" Date="${month}/${date}/${year}"  Bulten_No="${year}/${Number(month) * 20 + Number(date)}" >${currency(
    0,
    "USD",
    "ABD DOLARI",
    "US DOLLAR",
    1,
    usd,
    "<CrossRateUSD/>\n\t\t\t<CrossRateOther/>",
  )}${currency(9, "EUR", "EURO", "EURO", 1, eur, "<CrossRateUSD/>\n\t\t\t<CrossRateOther>1.0800</CrossRateOther>")}${currency(
    12,
    "JPY",
    "JAPON YENİ",
    "JAPENESE YEN",
    100,
    jpy,
    "<CrossRateUSD>150.00</CrossRateUSD>\n\t\t\t<CrossRateOther/>",
  )}
</Tarih_Date>
`;
}

const NOT_FOUND_PAGE = "<!DOCTYPE html><html><head><title>404</title></head><body><h1>Sayfa bulunamadı</h1></body></html>";

export type TcmbFakeMode = "ok" | "down" | "garbage";

export interface FakeTcmb {
  url: string;
  /** The paths asked, in order ("/202611/27112026.xml", "/today.xml"). */
  asked(): string[];
  setMode(mode: TcmbFakeMode): void;
  close(): Promise<void>;
}

function turkishToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
}

export async function startFakeTcmb(): Promise<FakeTcmb> {
  let mode: TcmbFakeMode = "ok";
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    // Served under /kurlar, as TCMB's files are.
    const full = new URL(req.url ?? "/", "http://x").pathname;
    const path = full.startsWith("/kurlar/") ? full.slice("/kurlar".length) : full;
    asked.push(path);
    const xml = (body: string) => {
      res.writeHead(200, { "Content-Type": "application/xml; charset=UTF-8" });
      res.end(body);
    };
    const notFound = () => {
      res.writeHead(404, { "Content-Type": "text/html; charset=UTF-8" });
      res.end(NOT_FOUND_PAGE);
    };
    if (path === full) return notFound();
    if (mode === "down") {
      res.writeHead(503, { "Content-Type": "text/html" });
      return res.end("<html><body>Service Unavailable</body></html>");
    }
    if (mode === "garbage") {
      res.writeHead(200, { "Content-Type": "text/html" });
      return res.end("<html><body>Bakım çalışması</body></html>");
    }
    if (path === "/today.xml") {
      let day = turkishToday();
      while (!isFakeTcmbWorkingDay(day)) day = new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
      return xml(tcmbBulletinXml(day));
    }
    const match = /^\/(\d{4})(\d{2})\/(\d{2})(\d{2})(\d{4})\.xml$/.exec(path);
    if (!match || match[1] !== match[5] || match[2] !== match[4]) return notFound();
    const day = `${match[1]}-${match[2]}-${match[3]}`;
    if (day > turkishToday() || !isFakeTcmbWorkingDay(day)) return notFound();
    xml(tcmbBulletinXml(day));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/kurlar`,
    asked: () => [...asked],
    setMode: (next) => (mode = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
