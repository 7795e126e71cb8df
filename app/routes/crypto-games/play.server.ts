import { verifyRoundState, type RoundState } from "~/lib/games/state.server";
import { getRound, type GameRound } from "~/models/games.server";

export const STATE_INVALID = "Oyun durumu geçersiz ya da değiştirilmiş. Yeni bir tur başlatın.";
export const ROUND_MISSING = "Bu tur bulunamadı ya da süresi doldu. Yeni bir tur başlatın.";
export const ROUND_FOREIGN = "Bu tur başka bir oyuncuya ait. Kendi turunuzu başlatın.";
export const STEP_ANSWERED = "Bu soru zaten cevaplandı; aynı cevap ikinci kez gönderilemez.";

export type OpenedRound = { ok: true; round: GameRound; state: RoundState } | { ok: false; message: string };

/**
 * The round a posted or linked state names, once its signature holds and the
 * player may see it: a signed-in player's round is theirs alone.
 */
export async function openRound(token: unknown, userId: number | null): Promise<OpenedRound> {
  const state = verifyRoundState(token);
  if (!state) return { ok: false, message: STATE_INVALID };
  const round = await getRound(state.roundId);
  if (!round || state.step > round.step) return { ok: false, message: ROUND_MISSING };
  if (round.userId !== null && round.userId !== userId) return { ok: false, message: ROUND_FOREIGN };
  return { ok: true, round, state };
}
