import cluster from "node:cluster";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { db } from "../db.server";

/**
 * The process's Prometheus metrics (GET /metrics, server.mjs). One registry per process;
 * under the cluster every series carries the worker's id, so Prometheus scraping through the
 * shared port sees whichever worker answered and can tell them apart.
 */
export const registry = new Registry();
registry.setDefaultLabels({ worker: String(cluster.worker?.id ?? 0) });
// Event-loop lag, process memory, CPU, handles: prom-client's defaults.
collectDefaultMetrics({ register: registry });

const requests = new Counter({
  name: "http_requests_total",
  help: "Requests answered, by route pattern, method and status.",
  labelNames: ["route", "method", "status"] as const,
  registers: [registry],
});
const duration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to the end of the answer, by route pattern.",
  labelNames: ["route", "method"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const pageCache = new Counter({
  name: "page_cache_requests_total",
  help: "Anonymous page reads the page cache answered (HIT) or rendered (MISS, BYPASS).",
  labelNames: ["state"] as const,
  registers: [registry],
});
const outsideCalls = new Counter({
  name: "outside_calls_total",
  help: "Calls to outside sources, by host.",
  labelNames: ["source"] as const,
  registers: [registry],
});
const outsideFailures = new Counter({
  name: "outside_failures_total",
  help: "Failed calls to outside sources, by host and cause (timeout, network, status, …).",
  labelNames: ["source", "cause"] as const,
  registers: [registry],
});
const aiCalls = new Counter({ name: "ai_calls_total", help: "Completions the AI provider returned.", registers: [registry] });
const aiTokens = new Counter({
  name: "ai_tokens_total",
  help: "Tokens the AI provider reported using, by kind.",
  labelNames: ["kind"] as const,
  registers: [registry],
});
new Gauge({
  name: "mail_outbox_messages",
  help: "Mails in the outbox, by state (pending and failed ones are the ones to watch).",
  labelNames: ["state"] as const,
  registers: [registry],
  // Through Kysely on both databases: prom-client awaits it, once per scrape.
  async collect() {
    const rows = await db()
      .selectFrom("mail_outbox")
      .select((eb) => ["state", eb.fn.countAll<number>().as("n")])
      .groupBy("state")
      .execute();
    this.reset();
    for (const row of rows) this.set({ state: row.state }, row.n);
  },
});

export interface RequestSample {
  route: string;
  method: string;
  status: number;
  seconds: number;
  pageCache?: string;
}

/** Counts one answered request (server.mjs, when the answer is finished). */
export function recordRequest(sample: RequestSample) {
  requests.inc({ route: sample.route, method: sample.method, status: String(sample.status) });
  duration.observe({ route: sample.route, method: sample.method }, sample.seconds);
  if (sample.pageCache) pageCache.inc({ state: sample.pageCache });
}

/** Counts one call to an outside source; with `cause`, one that failed. */
export function recordOutsideCall(address: string, cause?: string) {
  let source = "invalid";
  try {
    source = new URL(address).host;
  } catch {
    // Counted under "invalid": the call was refused before leaving.
  }
  if (cause) outsideFailures.inc({ source, cause });
  else outsideCalls.inc({ source });
}

/** Counts one completion and the tokens its provider reported. */
export function recordAiCall(usage: { promptTokens: number; completionTokens: number } | null) {
  aiCalls.inc();
  if (!usage) return;
  aiTokens.inc({ kind: "prompt" }, usage.promptTokens);
  aiTokens.inc({ kind: "completion" }, usage.completionTokens);
}

export function metricsText(): Promise<string> {
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;
