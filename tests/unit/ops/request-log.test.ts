import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createRequestLog, scrubUrl, type RequestLine } from "~/server/log.server";

describe("scrubUrl", () => {
  it("replaces the values of secret query parameters and nothing else", () => {
    expect(scrubUrl("/newsletter/unsubscribe?token=abc123&x=1")).toBe("/newsletter/unsubscribe?token=[gizli]&x=1");
    expect(scrubUrl("/confirm?t=Zx9-_q")).toBe("/confirm?t=[gizli]");
    expect(scrubUrl("/reset?email=a%40b.co&reset_token=r1#top")).toBe("/reset?email=a%40b.co&reset_token=[gizli]#top");
    expect(scrubUrl("/api/x?api_key=k&code=c&TOKEN=u")).toBe("/api/x?api_key=[gizli]&code=[gizli]&TOKEN=[gizli]");
  });

  it("keeps the path and harmless parameters, even ones whose names start like a secret's", () => {
    expect(scrubUrl("/blog?page=2&tab=news&topic=t")).toBe("/blog?page=2&tab=news&topic=t");
    expect(scrubUrl("/token=abc")).toBe("/token=abc");
    expect(scrubUrl("/about")).toBe("/about");
  });
});

/** The request log at `level`, its lines kept and parsed for the test to read. */
function capture(level = "info") {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const log = createRequestLog({ level, destination });
  return { log, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const line: RequestLine = {
  requestId: "req-12345678",
  method: "GET",
  url: "/newsletter/unsubscribe?token=s3cr3t-value&page=2",
  status: 200,
  ms: 1.234,
  route: "routes/newsletter.unsubscribe",
  pageCache: "BYPASS",
};

describe("the request log", () => {
  it("writes one line of the request's fields, the URL's query kept with its token scrubbed", () => {
    const { log, entries } = capture();
    log(line);
    expect(entries()).toHaveLength(1);
    const [entry] = entries();
    expect(Object.keys(entry).sort()).toEqual([
      "level",
      "method",
      "ms",
      "msg",
      "pageCache",
      "pid",
      "reqId",
      "route",
      "status",
      "time",
      "url",
    ]);
    expect(entry).toMatchObject({
      level: "info",
      msg: "request",
      reqId: "req-12345678",
      method: "GET",
      url: "/newsletter/unsubscribe?token=[gizli]&page=2",
      status: 200,
      ms: 1.2,
      route: "routes/newsletter.unsubscribe",
      pageCache: "BYPASS",
    });
    expect(JSON.stringify(entry)).not.toContain("s3cr3t");
  });

  it("writes probes and files at debug only, failures at error", () => {
    const { log, entries } = capture();
    log({ ...line, url: "/healthz", route: "healthz", pageCache: undefined });
    log({ ...line, url: "/favicon.ico", route: "static", pageCache: undefined });
    log({ ...line, status: 503 });
    expect(entries().map((entry) => entry.level)).toEqual(["error"]);
    const debug = capture("debug");
    debug.log({ ...line, url: "/healthz", route: "healthz", pageCache: undefined });
    expect(debug.entries()).toMatchObject([{ level: "debug", url: "/healthz" }]);
  });
});
