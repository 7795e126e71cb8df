import type { Candle } from "./candles";
import { lastValue, macd, rsi, sma, type Series } from "./indicators";
import { formatNumber } from "~/lib/format";

export const SHOWN_CANDLES = 90;
export const SMA_PERIODS = [7, 25, 99] as const;

export interface TrendAnalysis {
  candles: Candle[];
  sma: Record<(typeof SMA_PERIODS)[number], Series>;
  rsi: Series;
  macd: { macd: Series; signal: Series; histogram: Series };
  readings: Reading[];
}

export type Tone = "positive" | "negative" | "neutral";

export interface Reading {
  indicator: "SMA" | "RSI" | "MACD";
  /** The figure and its reading in one line, e.g. 'RSI 72: aşırı alım bölgesi'. */
  headline: string;
  explanation: string;
  tone: Tone;
}

/**
 * The indicators over all candles (so the first shown candle already has its 99-candle average
 * when enough history exists), cut to the last 90 for drawing, with a plain reading of each.
 */
export function analyseTrend(all: readonly Candle[], shown = SHOWN_CANDLES): TrendAnalysis {
  const closes = all.map((c) => c.close);
  const from = Math.max(0, all.length - shown);
  const cut = (series: Series) => series.slice(from);
  const averages = { 7: sma(closes, 7), 25: sma(closes, 25), 99: sma(closes, 99) };
  const rsiSeries = rsi(closes, 14);
  const macdSeries = macd(closes, 12, 26, 9);
  const price = closes.at(-1) ?? Number.NaN;
  return {
    candles: all.slice(from),
    sma: { 7: cut(averages[7]), 25: cut(averages[25]), 99: cut(averages[99]) },
    rsi: cut(rsiSeries),
    macd: { macd: cut(macdSeries.macd), signal: cut(macdSeries.signal), histogram: cut(macdSeries.histogram) },
    readings: [
      smaReading(price, lastValue(averages[7]), lastValue(averages[25]), lastValue(averages[99])),
      rsiReading(lastValue(rsiSeries)),
      macdReading(macdSeries.macd.slice(-2), macdSeries.signal.slice(-2)),
    ],
  };
}

export function rsiReading(value: number | null): Reading {
  if (value === null)
    return {
      indicator: "RSI",
      headline: "RSI: hesaplamak için yeterli mum yok",
      explanation: "RSI(14) en az 15 kapanış fiyatı ister.",
      tone: "neutral",
    };
  const shown = Math.round(value);
  if (value >= 70) {
    return {
      indicator: "RSI",
      headline: `RSI ${shown}: aşırı alım bölgesi`,
      explanation:
        "Fiyat kısa sürede hızlı yükseldi; bu bölgede geri çekilmeler sık görülür, ama güçlü trendlerde RSI uzun süre 70 üzerinde kalabilir.",
      tone: "negative",
    };
  }
  if (value <= 30) {
    return {
      indicator: "RSI",
      headline: `RSI ${shown}: aşırı satım bölgesi`,
      explanation:
        "Fiyat kısa sürede hızlı düştü; bu bölgede tepki yükselişleri sık görülür, ama düşüş trendlerinde RSI uzun süre 30 altında kalabilir.",
      tone: "positive",
    };
  }
  if (value >= 50) {
    return {
      indicator: "RSI",
      headline: `RSI ${shown}: alıcılar ağır basıyor`,
      explanation: "Son 14 mumda yükselişler düşüşlerden büyük; aşırı alım sınırı olan 70'e ulaşılmadı.",
      tone: "positive",
    };
  }
  return {
    indicator: "RSI",
    headline: `RSI ${shown}: satıcılar ağır basıyor`,
    explanation: "Son 14 mumda düşüşler yükselişlerden büyük; aşırı satım sınırı olan 30'a inilmedi.",
    tone: "negative",
  };
}

/** Reads the last two MACD and signal values: which line is above, and whether they just crossed. */
export function macdReading(line: Series, signal: Series): Reading {
  const [prevLine, nowLine] = line.length === 2 ? line : [null, line[0] ?? null];
  const [prevSignal, nowSignal] = signal.length === 2 ? signal : [null, signal[0] ?? null];
  if (nowLine == null || nowSignal == null) {
    return {
      indicator: "MACD",
      headline: "MACD: hesaplamak için yeterli mum yok",
      explanation: "MACD(12, 26, 9) en az 34 kapanış fiyatı ister.",
      tone: "neutral",
    };
  }
  const value = formatNumber(nowLine, 2);
  const crossedUp = prevLine != null && prevSignal != null && prevLine <= prevSignal && nowLine > nowSignal;
  const crossedDown = prevLine != null && prevSignal != null && prevLine >= prevSignal && nowLine < nowSignal;
  const zero =
    nowLine >= 0
      ? "sıfırın üzerinde (kısa vadeli ortalama uzun vadelinin üstünde)"
      : "sıfırın altında (kısa vadeli ortalama uzun vadelinin altında)";
  if (crossedUp)
    return {
      indicator: "MACD",
      headline: `MACD ${value}: sinyal çizgisini yukarı kesti`,
      explanation: `Son mumda yükseliş yönlü kesişme oldu; MACD ${zero}.`,
      tone: "positive",
    };
  if (crossedDown)
    return {
      indicator: "MACD",
      headline: `MACD ${value}: sinyal çizgisini aşağı kesti`,
      explanation: `Son mumda düşüş yönlü kesişme oldu; MACD ${zero}.`,
      tone: "negative",
    };
  if (nowLine > nowSignal)
    return {
      indicator: "MACD",
      headline: `MACD ${value}: sinyal çizgisinin üzerinde`,
      explanation: `Momentum yükseliş yönünde; MACD ${zero}.`,
      tone: "positive",
    };
  return {
    indicator: "MACD",
    headline: `MACD ${value}: sinyal çizgisinin altında`,
    explanation: `Momentum düşüş yönünde; MACD ${zero}.`,
    tone: "negative",
  };
}

export function smaReading(price: number, sma7: number | null, sma25: number | null, sma99: number | null): Reading {
  const known = (
    [
      [7, sma7],
      [25, sma25],
      [99, sma99],
    ] as const
  ).filter((entry): entry is readonly [7 | 25 | 99, number] => entry[1] !== null);
  if (!known.length || !Number.isFinite(price)) {
    return {
      indicator: "SMA",
      headline: "SMA: hesaplamak için yeterli mum yok",
      explanation: "SMA 7 en az 7 kapanış fiyatı ister.",
      tone: "neutral",
    };
  }
  const above = known.filter(([, value]) => price > value).map(([period]) => period);
  const below = known.filter(([, value]) => price <= value).map(([period]) => period);
  const list = (periods: number[]) => periods.map((p) => `SMA ${p}`).join(", ");
  const detail = [
    above.length ? `Fiyat ${list(above)} üzerinde` : "",
    below.length ? `${above.length ? "; " : "Fiyat "}${list(below)} altında` : "",
  ].join("");
  const ordered = sma7 !== null && sma25 !== null && sma99 !== null;
  if (ordered && sma7 > sma25 && sma25 > sma99) {
    return {
      indicator: "SMA",
      headline: "SMA: yükseliş sıralaması (7 > 25 > 99)",
      explanation: `Kısa vadeli ortalamalar uzun vadelilerin üzerinde sıralı: yükseliş eğilimi. ${detail}.`,
      tone: "positive",
    };
  }
  if (ordered && sma7 < sma25 && sma25 < sma99) {
    return {
      indicator: "SMA",
      headline: "SMA: düşüş sıralaması (7 < 25 < 99)",
      explanation: `Kısa vadeli ortalamalar uzun vadelilerin altında sıralı: düşüş eğilimi. ${detail}.`,
      tone: "negative",
    };
  }
  return {
    indicator: "SMA",
    headline:
      above.length === known.length
        ? "SMA: fiyat tüm ortalamaların üzerinde"
        : below.length === known.length
          ? "SMA: fiyat tüm ortalamaların altında"
          : "SMA: karışık görünüm",
    explanation: `Ortalamalar belirgin bir sıra oluşturmuyor. ${detail}.`,
    tone: above.length === known.length ? "positive" : below.length === known.length ? "negative" : "neutral",
  };
}
