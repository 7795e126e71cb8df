import http from "node:http";
import type { AddressInfo } from "node:net";

export type FearGreedMode = "ok" | "failing" | "html" | "missing-field";

export interface FakeFearGreed {
  url: string;
  hits(): number;
  setMode(mode: FearGreedMode): void;
  setValue(value: number, classification: string): void;
  close(): Promise<void>;
}

/** A stand-in for the alternative.me fear and greed API (`/fng/`), on 127.0.0.1. */
export async function startFakeFearGreed(): Promise<FakeFearGreed> {
  let mode: FearGreedMode = "ok";
  let value = 40;
  let classification = "Fear";
  let count = 0;
  const server = http.createServer((_req, res) => {
    count += 1;
    const entry = { value: String(value), value_classification: classification, timestamp: "1795219200", time_until_update: "3600" };
    if (mode === "failing") {
      res.writeHead(503, { "Content-Type": "application/json" });
      res.end("{}");
    } else if (mode === "html") {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end("<html>hata</html>");
    } else {
      res.writeHead(200, { "Content-Type": "application/json" });
      const data = mode === "missing-field" ? [{ value: String(value) }] : [entry];
      res.end(JSON.stringify({ name: "Fear and Greed Index", data, metadata: { error: null } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/fng/?limit=1`,
    hits: () => count,
    setMode: (next) => (mode = next),
    setValue: (next, label) => {
      value = next;
      classification = label;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
