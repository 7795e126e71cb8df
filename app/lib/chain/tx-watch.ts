import { z } from "~/lib/zod";

/**
 * The confirmation notice: a signed-in user asks to be told when a Bitcoin or Ethereum
 * transaction reaches N confirmations. The rules here are pure; the poll is in
 * services/tx-watch-schedule.server.ts.
 */

/** How many transactions one user may watch at once (finished ones count until deleted). */
export const MAX_TX_WATCHES = 20;
export const TX_WATCH_LIMIT_MESSAGE = `En çok ${MAX_TX_WATCHES} işlem izlenebilir; yenisi için listeden birini silin.`;
/** Beyond this, more confirmations change nothing a reader acts on (exchanges ask for 1 to 64). */
export const MAX_TARGET = 100;
/** A transaction that reached no target in this long is let go (dropped from the mempool, or never sent). */
export const WATCH_EXPIRY_MS = 7 * 24 * 60 * 60_000;

/** What exchanges commonly wait for, as the form's starting value. */
export const DEFAULT_TARGET = { btc: 3, eth: 12 } as const;

export const TxWatchSchema = z
  .object({
    chain: z.enum(["btc", "eth"], { error: "Ağ Bitcoin ya da Ethereum olmalı." }),
    txid: z.string({ error: "İşlem kimliği gereklidir." }).trim().toLowerCase(),
    target: z.coerce
      .number({ error: "Onay sayısını yazın." })
      .int("Onay sayısı tam sayı olmalı.")
      .min(1, "Onay sayısı en az 1 olmalı.")
      .max(MAX_TARGET, `Onay sayısı en çok ${MAX_TARGET} olabilir.`),
  })
  .superRefine((value, context) => {
    const pattern = value.chain === "btc" ? /^[0-9a-f]{64}$/ : /^0x[0-9a-f]{64}$/;
    if (!pattern.test(value.txid)) {
      context.addIssue({
        // Stryker disable next-line StringLiteral: the form shows the message; no reader looks at the issue's code.
        code: "custom",
        path: ["txid"],
        message:
          value.chain === "btc" ? "Bitcoin işlem kimliği 64 onaltılık rakamdır." : "Ethereum işlem karması 0x ve 64 onaltılık rakamdır.",
      });
    }
  });
export type TxWatchInput = z.infer<typeof TxWatchSchema>;

/** Confirmations of a transaction mined at `height` when the chain's tip is `tip`: the block itself counts as one. */
export function confirmationsOf(height: number | null, tip: number): number {
  if (height === null) return 0;
  return Math.max(tip - height + 1, 1);
}

const CHAIN_NAMES = { btc: "Bitcoin", eth: "Ethereum" } as const;

/** '7e17e1…e17e' — enough of the id to recognise it in a notice. */
export function shortTxid(txid: string): string {
  return txid.length > 16 ? `${txid.slice(0, 10)}…${txid.slice(-6)}` : txid;
}

/** The notice's title and message when the target is reached. */
export function reachedNotice(chain: "btc" | "eth", txid: string, target: number, confirmations: number) {
  return {
    title: `${CHAIN_NAMES[chain]} işleminiz ${target} onaya ulaştı`,
    message: `${shortTxid(txid)} işlemi şu an ${confirmations} onaylı (istediğiniz: ${target}).`,
  };
}

/** The notice when a watch is let go without reaching its target. */
export function expiredNotice(chain: "btc" | "eth", txid: string, target: number, confirmations: number | null) {
  return {
    title: `${CHAIN_NAMES[chain]} işlemi izlemesi sona erdi`,
    message: `${shortTxid(txid)} işlemi 7 gün içinde ${target} onaya ulaşmadı (son görülen: ${confirmations ?? "bilinmiyor"}); izleme durduruldu.`,
  };
}
