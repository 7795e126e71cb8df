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
  const declared = Number(response.headers.get("Content-Length"));
  if (declared > maxBytes) throw new Error(`answer too large (${declared} bytes)`);
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
      throw new Error(`answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
