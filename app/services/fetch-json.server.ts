import { readOutsideJson } from "./outside/read.server";

/**
 * GET a JSON answer from an outside source with a time limit and a size cap. A slow, oversized,
 * non-2xx or unparseable answer throws (OutsideError), so callers treat it as a failure and never
 * as data. The reading itself is the outside-call core's (`readOutsideJson`): the same cap,
 * address check and redirect rule as every other outside source.
 */
export function fetchJson(url: string, { timeoutMs, maxBytes }: { timeoutMs: number; maxBytes: number }): Promise<unknown> {
  return readOutsideJson(url, { firstByteMs: timeoutMs, idleMs: timeoutMs, totalMs: timeoutMs, maxBytes });
}
