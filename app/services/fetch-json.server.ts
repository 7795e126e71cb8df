/**
 * GET a JSON answer from an outside source with a time limit and a size cap. A slow, oversized,
 * non-2xx or unparseable answer throws, so callers treat it as a failure and never as data.
 */
export async function fetchJson(url: string, { timeoutMs, maxBytes }: { timeoutMs: number; maxBytes: number }): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return JSON.parse(await readCapped(response, maxBytes));
  } finally {
    clearTimeout(timer);
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  return (await readCappedBytes(response, maxBytes)).toString("utf8");
}

async function readCappedBytes(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get("Content-Length"));
  if (declared > maxBytes) throw new AnswerTooLargeError(`answer too large (${declared} bytes)`);
  if (!response.body) throw new Error("empty answer");
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new AnswerTooLargeError(`answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** An answer over its size cap, told apart from other failures so the caller can say so. */
export class AnswerTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AnswerTooLargeError";
  }
}

/** An answer that did not arrive within its time limit. */
export class AnswerTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = "AnswerTimeoutError";
  }
}

/** A non-2xx answer. */
export class AnswerStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = "AnswerStatusError";
  }
}

/** An answer's body as bytes, with the Content-Type that says how to read them. */
export interface FetchedBody {
  bytes: Buffer;
  contentType: string | null;
}

/**
 * GET an answer (a feed, a page) as bytes, with a time limit covering the whole body and a size
 * cap; the caller decodes it, since a document may name its own encoding. Throws
 * AnswerTimeoutError, AnswerTooLargeError, AnswerStatusError, or the network's own error.
 */
export async function fetchBody(
  url: string,
  { timeoutMs, maxBytes, accept, userAgent }: { timeoutMs: number; maxBytes: number; accept: string; userAgent?: string },
): Promise<FetchedBody> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const headers: Record<string, string> = { Accept: accept };
    if (userAgent) headers["User-Agent"] = userAgent;
    const response = await fetch(url, { signal: controller.signal, headers });
    if (!response.ok) {
      await response.body?.cancel();
      throw new AnswerStatusError(response.status);
    }
    return { bytes: await readCappedBytes(response, maxBytes), contentType: response.headers.get("Content-Type") };
  } catch (error) {
    if (error instanceof AnswerTooLargeError) {
      // Drop the connection rather than leave the rest of the body in flight.
      controller.abort();
      throw error;
    }
    if (controller.signal.aborted) throw new AnswerTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
