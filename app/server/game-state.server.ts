import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { env } from "./env.server";

// A round's state travels through the browser as `<round id>.<step>.<mac>`, the mac
// an HMAC-SHA256 under a key derived from SESSION_SECRET: a changed round or step is
// refused before the database is asked. That the step is still open is checked
// against the round's row (a replayed state names a step already answered).
const SALT = "kripto-rehber/game-state";
const INFO = "game_rounds.state";

export interface RoundState {
  roundId: string;
  step: number;
}

let cachedKey: { secret: string; key: Buffer } | undefined;

function stateKey(): Buffer {
  const secret = env().SESSION_SECRET;
  if (cachedKey?.secret !== secret) cachedKey = { secret, key: Buffer.from(hkdfSync("sha256", secret, SALT, INFO, 32)) };
  return cachedKey.key;
}

function mac(payload: string): Buffer {
  return createHmac("sha256", stateKey()).update(payload).digest();
}

export function signRoundState({ roundId, step }: RoundState): string {
  const payload = `${roundId}.${step}`;
  return `${payload}.${mac(payload).toString("base64url")}`;
}

/** The state a token carries, or null when it is malformed or its mac does not match. */
export function verifyRoundState(token: unknown): RoundState | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const match = /^([A-Za-z0-9_-]{16,64})\.(\d{1,2})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const [, roundId, step, given] = match;
  const expected = mac(`${roundId}.${step}`);
  const actual = Buffer.from(given, "base64url");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { roundId, step: Number(step) };
}
