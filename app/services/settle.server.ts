import { ChainSourceError, type Sourced } from "~/services/chain-source.server";

/** A cached source call's result for a page: the sourced data, or the Turkish reason it is missing. */
export type Settled<T> = ({ ok: true } & Sourced<T>) | { ok: false; message: string };

/** Waits for a cached source call; a source failure becomes `{ ok: false }`, anything else is thrown. */
export async function settle<T>(call: Promise<Sourced<T>>): Promise<Settled<T>> {
  try {
    return { ok: true, ...(await call) };
  } catch (error) {
    if (error instanceof ChainSourceError) return { ok: false, message: error.message };
    throw error;
  }
}
