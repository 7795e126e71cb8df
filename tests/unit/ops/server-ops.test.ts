import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";

const TOKEN = "metrics-test-token-0123456789";

describe("the production server's health check and metrics", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startAppServer({ METRICS_TOKEN: TOKEN });
  }, 120_000);
  afterAll(() => server?.stop());

  it("answers /healthz with 200 {status: ok}, never cached", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("serves /metrics only with the bearer token, and counts a request under its route pattern", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: "Bearer wrong-token-0123456789abcd" } })).status).toBe(401);

    // Each body is read to its end: a request is counted when its answer has finished, and
    // fetch resolves on the headers, before the page has streamed out.
    const missing = await fetch(`${server.url}/hakkimizda-yok-boyle-bir-sayfa`);
    expect(missing.status).toBe(404);
    await missing.text();
    const about = await fetch(`${server.url}/about`);
    expect(about.status).toBe(200);
    await about.text();
    const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain('http_requests_total{route="routes/about",method="GET",status="200",worker="0"} 1');
    expect(text).toContain('http_request_duration_seconds_count{worker="0",route="routes/about",method="GET"} 1');
    expect(text).toContain("mail_outbox_messages");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toContain("process_resident_memory_bytes");
    // An unknown path is counted under one label, not under its own.
    expect(text).not.toContain("hakkimizda-yok");
  });

  it("has no /metrics at all without METRICS_TOKEN", async () => {
    const bare = await startAppServer();
    try {
      expect((await fetch(`${bare.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await bare.stop();
    }
  }, 120_000);
});
