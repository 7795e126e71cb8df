import { describe, expect, it } from "vitest";
import type { Candle } from "~/lib/market/candles";
import { parseCandleQuery } from "~/lib/market/candle-query.server";
import { analyseTrend, macdReading, rsiReading, smaReading } from "~/lib/market/trend";

const candle = (close: number, i: number): Candle => ({
  openTime: i * 1000,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1,
  closeTime: i * 1000 + 999,
});

describe("readings", () => {
  it("reads RSI in plain Turkish", () => {
    expect(rsiReading(72.4).headline).toBe("RSI 72: aşırı alım bölgesi");
    expect(rsiReading(70).headline).toBe("RSI 70: aşırı alım bölgesi");
    expect(rsiReading(28.6).headline).toBe("RSI 29: aşırı satım bölgesi");
    expect(rsiReading(55).headline).toBe("RSI 55: alıcılar ağır basıyor");
    expect(rsiReading(45).headline).toBe("RSI 45: satıcılar ağır basıyor");
    expect(rsiReading(null).headline).toContain("yeterli mum yok");
  });

  it("reads MACD crossings and sides", () => {
    expect(macdReading([-0.1, 0.2], [0, 0.1]).headline).toBe("MACD 0,2: sinyal çizgisini yukarı kesti");
    expect(macdReading([0.3, -0.05], [0.1, 0.05]).headline).toBe("MACD -0,05: sinyal çizgisini aşağı kesti");
    expect(macdReading([1.5, 1.6], [1, 1.2]).headline).toBe("MACD 1,6: sinyal çizgisinin üzerinde");
    expect(macdReading([1.5, 1.6], [1, 1.2]).explanation).toContain("sıfırın üzerinde");
    expect(macdReading([-2, -2.5], [-1, -1.5]).headline).toBe("MACD -2,5: sinyal çizgisinin altında");
    expect(macdReading([null, null], [null, null]).tone).toBe("neutral");
  });

  it("reads the moving averages' order and the price against them", () => {
    expect(smaReading(110, 105, 100, 90)).toMatchObject({ headline: "SMA: yükseliş sıralaması (7 > 25 > 99)", tone: "positive" });
    expect(smaReading(110, 105, 100, 90).explanation).toContain("Fiyat SMA 7, SMA 25, SMA 99 üzerinde");
    expect(smaReading(80, 85, 90, 100)).toMatchObject({ headline: "SMA: düşüş sıralaması (7 < 25 < 99)", tone: "negative" });
    expect(smaReading(95, 100, 90, 92).explanation).toContain("Fiyat SMA 25, SMA 99 üzerinde; SMA 7 altında");
    expect(smaReading(95, 100, null, null).headline).toBe("SMA: fiyat tüm ortalamaların altında");
  });
});

describe("analyseTrend", () => {
  it("computes over all candles and keeps the last 90, so SMA 99 exists from the first shown candle", () => {
    const all = Array.from({ length: 200 }, (_, i) => candle(100 + i, i));
    const result = analyseTrend(all);
    expect(result.candles).toHaveLength(90);
    expect(result.candles[0]!.close).toBe(210);
    // SMA 99 at the first shown candle (index 110): mean of 112..210 = 161
    expect(result.sma[99][0]).toBe(161);
    expect(result.sma[7].at(-1)).toBe(296);
    expect(result.rsi.at(-1)).toBe(100);
    expect(result.readings.map((r) => r.indicator)).toEqual(["SMA", "RSI", "MACD"]);
    expect(result.readings[1]!.headline).toBe("RSI 100: aşırı alım bölgesi");
  });

  it("shows what it has when there are fewer candles", () => {
    const result = analyseTrend(Array.from({ length: 10 }, (_, i) => candle(5, i)));
    expect(result.candles).toHaveLength(10);
    expect(result.sma[99].every((v) => v === null)).toBe(true);
    expect(result.readings[2]!.headline).toContain("yeterli mum yok");
  });
});

describe("parseCandleQuery", () => {
  const parse = (search: string) => parseCandleQuery(new URLSearchParams(search));

  it("defaults to BTCUSDT daily and upper-cases the symbol", () => {
    expect(parse("")).toEqual({ ok: true, query: { symbol: "BTCUSDT", interval: "1d" } });
    expect(parse("symbol=ethusdt&interval=4h")).toEqual({ ok: true, query: { symbol: "ETHUSDT", interval: "4h" } });
  });

  it("answers bad input with a Turkish message and the defaults", () => {
    expect(parse("interval=7m")).toMatchObject({
      ok: false,
      message: "Zaman aralığı 1d, 4h veya 1h olmalı.",
      query: { symbol: "BTCUSDT" },
    });
    expect(parse(`symbol=${"A".repeat(10_000)}`)).toMatchObject({ ok: false, message: "Coin sembolü en fazla 20 karakter olabilir." });
    expect(parse("symbol=BTC%3Cscript%3E")).toMatchObject({ ok: false, message: expect.stringContaining("yalnızca harf ve rakam") });
  });
});
