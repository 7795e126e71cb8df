import { signRoundState, verifyRoundState, type RoundState } from "~/server/game-state.server";
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

export const roundUrl = (roundId: string, step: number) => `/crypto-games?tur=${encodeURIComponent(signRoundState({ roundId, step }))}`;

/** What the page shows of a round: the open question without its answer, or the whole round once finished. */
export function roundView(round: GameRound, tokenStep: number) {
  const feedback = (index: number) => {
    const question = round.questions[index];
    const chosen = round.answers[index];
    return { ...question, number: index + 1, chosen, correct: chosen === question.correctIndex };
  };
  if (tokenStep < round.step) {
    return { kind: "answered" as const, continueHref: roundUrl(round.id, round.step), message: STEP_ANSWERED };
  }
  if (round.finishedAt) {
    return {
      kind: "result" as const,
      score: round.score,
      total: round.questions.length,
      saved: round.userId !== null,
      review: round.questions.map((_, index) => feedback(index)),
    };
  }
  const { prompt, options } = round.questions[round.step];
  return {
    kind: "question" as const,
    state: signRoundState({ roundId: round.id, step: round.step }),
    number: round.step + 1,
    total: round.questions.length,
    score: round.score,
    prompt,
    options,
    previous: round.step > 0 ? feedback(round.step - 1) : null,
  };
}
