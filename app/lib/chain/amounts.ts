import { formatNumber } from "~/lib/format";

/** Coin amounts as the chains count them (satoshis, wei), written the Turkish way, with their value. */

export const SATS_PER_BTC = 100_000_000;
const WEI_PER_GWEI = 10n ** 9n;

/** A whole number with Turkish grouping: 870.000. */
export function formatInteger(value: number | bigint): string {
  return formatNumber(value, 0);
}

/** An exact decimal amount from integer units: 75000000 sats, 8 decimals → "0,75". */
function decimal(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = 10n ** BigInt(decimals);
  const whole = formatNumber(abs / scale, 0);
  const fraction = (abs % scale).toString().padStart(decimals, "0").replace(/0+$/, "");
  return `${negative ? "−" : ""}${whole}${fraction ? `,${fraction}` : ""}`;
}

/** "0,75 BTC": every satoshi shown, no trailing zeros. */
export function formatBtc(sats: number): string {
  return `${decimal(BigInt(sats), 8)} BTC`;
}

/** "1,5 ETH": every wei shown, no trailing zeros. */
export function formatEth(wei: bigint): string {
  return `${decimal(wei, 18)} ETH`;
}

/** A gas price: "20 Gwei", "0,5 Gwei". */
export function formatGwei(wei: bigint): string {
  return `${decimal(wei, 9)} Gwei`;
}

export function btcFromSats(sats: number): number {
  return sats / SATS_PER_BTC;
}

/** Close enough for a value in dollars; the exact amount is always shown beside it. */
export function ethFromWei(wei: bigint): number {
  return Number(wei / WEI_PER_GWEI) / 1e9;
}

/** A JSON-RPC hex quantity ("0x1a") as a bigint. */
export function hexToBigInt(hex: string): bigint {
  return BigInt(hex);
}

export function hexToNumber(hex: string): number {
  return Number(BigInt(hex));
}
