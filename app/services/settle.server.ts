import { ChainSourceError, type Sourced } from "~/services/chain-source.server";
import { outsideFailureCause, type SourceCause } from "~/services/outside/cached-source.server";

/**
 * A cached source call's result for a page: the sourced data, or the Turkish reason it is missing
 * with the outside call's cause when there was one (a refused region, a rate limit…).
 */
export type Settled<T> = ({ ok: true } & Sourced<T>) | { ok: false; message: string; cause?: SourceCause };

/** Waits for a cached source call; a source failure becomes `{ ok: false }`, anything else is thrown. */
export async function settle<T>(call: Promise<Sourced<T>>): Promise<Settled<T>> {
  try {
    return { ok: true, ...(await call) };
  } catch (error) {
    if (!(error instanceof ChainSourceError)) throw error;
    const cause = outsideFailureCause(error);
    return { ok: false, message: error.message, ...(cause ? { cause } : {}) };
  }
}
