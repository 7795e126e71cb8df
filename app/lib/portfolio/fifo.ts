import { formatNumber } from "~/lib/format";

/**
 * First in, first out cost accounting for a list of coin transactions.
 *
 * Every price and fee handed to `runFifo` is already in one currency (see `convert.ts`), so the
 * results are in that currency too. The rules:
 * - buy: a new lot; its cost is amount × price + fee (the fee adds to the cost basis).
 * - sell: the oldest lots are used first (a lot may be used in part); proceeds are
 *   amount × price − fee (the fee reduces the proceeds); the gain is proceeds − cost of the lots used.
 * - transfer_in: a new lot at the given price, as a buy (its fee adds to the cost basis).
 * - income (staking, airdrop, interest): a new lot whose cost basis is its value at receipt
 *   (amount × price, plus any fee); that value is the year's income, never a realised gain.
 * - transfer_out: the oldest lots leave without any gain or loss; its fee, money spent, is a
 *   realised loss in the year of the transfer.
 * - Transactions are applied by date; those of one date in the order given.
 * - A sell or transfer_out of more than is held at that point is an error, never a negative holding.
 */

export type TransactionType = "buy" | "sell" | "transfer_in" | "transfer_out" | "income";

export interface FifoTransaction {
  type: TransactionType;
  symbol: string;
  amount: number;
  /** Unit price in the working currency. */
  price: number;
  /** Fee in the working currency. */
  fee: number;
  /** YYYY-MM-DD */
  date: string;
}

export interface Lot {
  date: string;
  amount: number;
  /** Cost of one unit, fee included. */
  unitCost: number;
}

export interface FifoHolding {
  symbol: string;
  amount: number;
  /** What the coins still held cost, fees included. */
  costBasis: number;
  /** costBasis / amount, or 0 when nothing is held. */
  averageCost: number;
  realizedPnl: number;
  lots: Lot[];
}

export interface RealizedEvent {
  /** Index into the given transactions of the sell or transfer out this event records. */
  index: number;
  symbol: string;
  date: string;
  type: "sell" | "transfer_out";
  amount: number;
  proceeds: number;
  cost: number;
  gain: number;
}

export interface IncomeEvent {
  /** Index into the given transactions of the income this event records. */
  index: number;
  symbol: string;
  date: string;
  amount: number;
  /** amount × price: what was received, valued at its date. */
  value: number;
}

export interface YearTotal {
  year: number;
  proceeds: number;
  cost: number;
  gain: number;
  /** Income received in the year (staking, airdrop, interest), apart from the realised gain. */
  income: number;
}

export interface FifoResult {
  holdings: FifoHolding[];
  events: RealizedEvent[];
  incomes: IncomeEvent[];
  years: YearTotal[];
}

export type FifoOutcome = { ok: true; result: FifoResult } | { ok: false; error: string; index: number };

// Amounts are decimals in binary floating point: a remainder this small is rounding, not coins.
const DUST = 1e-12;

const dateOf = (date: string) => date.split("-").reverse().join(".");

const TYPE_NAMES: Record<TransactionType, string> = {
  buy: "alış",
  sell: "satış",
  transfer_in: "transfer girişi",
  transfer_out: "transfer çıkışı",
  income: "geliri",
};

export function runFifo(transactions: readonly FifoTransaction[]): FifoOutcome {
  const order = transactions
    .map((transaction, index) => ({ transaction, index }))
    .sort((a, b) => (a.transaction.date < b.transaction.date ? -1 : a.transaction.date > b.transaction.date ? 1 : a.index - b.index));

  const holdings = new Map<string, FifoHolding>();
  const events: RealizedEvent[] = [];
  const incomes: IncomeEvent[] = [];

  for (const { transaction, index } of order) {
    const { symbol, type, amount, price, fee, date } = transaction;
    let holding = holdings.get(symbol);
    if (!holding) {
      holding = { symbol, amount: 0, costBasis: 0, averageCost: 0, realizedPnl: 0, lots: [] };
      holdings.set(symbol, holding);
    }

    if (type === "buy" || type === "transfer_in" || type === "income") {
      holding.lots.push({ date, amount, unitCost: (amount * price + fee) / amount });
      if (type === "income") incomes.push({ index, symbol, date, amount, value: amount * price });
      continue;
    }

    const held = holding.lots.reduce((sum, lot) => sum + lot.amount, 0);
    if (amount > held + DUST * Math.max(1, amount)) {
      return {
        ok: false,
        index,
        error:
          `${dateOf(date)} tarihli ${symbol} ${TYPE_NAMES[type]} (${formatNumber(amount, 12)}), ` +
          `o tarihte eldeki miktarı (${formatNumber(held, 12)}) aşıyor.`,
      };
    }
    const cost = takeLots(holding.lots, amount);
    const proceeds = type === "sell" ? amount * price - fee : 0;
    // A transfer moves coins without selling them: only its fee is a loss.
    const gain = type === "sell" ? proceeds - cost : -fee;
    holding.realizedPnl += gain;
    events.push({ index, symbol, date, type, amount, proceeds, cost: type === "sell" ? cost : fee, gain });
  }

  const result = [...holdings.values()].map((holding) => {
    const amount = holding.lots.reduce((sum, lot) => sum + lot.amount, 0);
    const costBasis = holding.lots.reduce((sum, lot) => sum + lot.amount * lot.unitCost, 0);
    return { ...holding, amount, costBasis, averageCost: amount > 0 ? costBasis / amount : 0 };
  });
  return { ok: true, result: { holdings: result, events, incomes, years: totalsByYear(events, incomes) } };
}

/** Removes `amount` from the oldest lots first and returns what the removed coins cost. */
function takeLots(lots: Lot[], amount: number): number {
  let left = amount;
  let cost = 0;
  while (left > 0 && lots.length > 0) {
    const lot = lots[0];
    const used = Math.min(lot.amount, left);
    cost += used * lot.unitCost;
    left -= used;
    lot.amount -= used;
    if (lot.amount <= DUST * Math.max(1, used)) lots.shift();
  }
  return cost;
}

function totalsByYear(events: RealizedEvent[], incomes: IncomeEvent[]): YearTotal[] {
  const years = new Map<number, YearTotal>();
  const yearOf = (date: string) => {
    const year = Number(date.slice(0, 4));
    const total = years.get(year) ?? { year, proceeds: 0, cost: 0, gain: 0, income: 0 };
    years.set(year, total);
    return total;
  };
  for (const event of events) {
    const total = yearOf(event.date);
    total.proceeds += event.proceeds;
    total.cost += event.cost;
    total.gain += event.gain;
  }
  for (const income of incomes) yearOf(income.date).income += income.value;
  return [...years.values()].sort((a, b) => a.year - b.year);
}

/**
 * Why a history cannot stand (a sell or transfer out of more than is held at its date), or null.
 * Only amounts decide this, so no prices or currencies are needed.
 */
export function historyError(transactions: readonly Pick<FifoTransaction, "type" | "symbol" | "amount" | "date">[]): string | null {
  const outcome = runFifo(transactions.map((transaction) => ({ ...transaction, price: 0, fee: 0 })));
  return outcome.ok ? null : outcome.error;
}
