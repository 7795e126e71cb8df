import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, logConsoleCall, logLevelOf, requestIdOf, scrubSecrets, withRequestId } from "~/server/log.server";
import { OutsideError } from "~/services/outside/read.server";

/** A logger at `level` whose lines are kept, parsed, for the test to read. */
function capture(level = "info") {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const logger = createLogger({ level, destination });
  return { logger, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("the server's logger", () => {
  it("writes one JSON line per event with its level, time and the request's id", () => {
    const { logger, lines, entries } = capture();
    withRequestId("req-12345678", () => logger.info({ path: "/blog" }, "request"));
    logger.debug("not at info level");
    expect(lines).toHaveLength(1);
    const [entry] = entries();
    expect(entry).toMatchObject({ level: "info", msg: "request", reqId: "req-12345678", path: "/blog" });
    expect(new Date(String(entry.time)).getTime()).toBeGreaterThan(0);
  });

  it("never writes secrets: credential headers and fields, URL credentials, bearer tokens, API keys", () => {
    const { logger, lines } = capture();
    logger.info(
      {
        req: { headers: { authorization: "Bearer abc.def", cookie: "__session=s3cr3t" } },
        user: { password: "hunter2-password" },
        apiKey: "sk-live-0123456789abcdef",
        SMTP_URL: "smtp://mailer:pa55word@mail.example.com:587",
      },
      "sending with smtp://mailer:pa55word@mail.example.com:587 and Bearer tok3n-value, key sk-abcdefghijklmnop",
    );
    logger.error({ err: new Error("login failed for https://bob:opensesame@api.example.com/?api_key=k3y-value") }, "failed");
    const text = lines.join("\n");
    for (const secret of [
      "abc.def",
      "s3cr3t",
      "hunter2",
      "sk-live",
      "pa55word",
      "tok3n",
      "sk-abcdefghijklmnop",
      "opensesame",
      "k3y-value",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("mail.example.com");
    expect(text).toContain("[gizli]");
  });

  it("writes an unreachable outside source as one short line with its cause, without a stack", () => {
    const { logger, lines, entries } = capture();
    const error = new OutsideError("network", "connect ECONNREFUSED 127.0.0.1:9");
    logConsoleCall(logger, "warn", ["Haber kaynağı okunamadı (https://feeds.example.com/rss):", error]);
    // A fetch that never connected is the same kind of failure.
    const refused = new TypeError("fetch failed", {
      cause: Object.assign(new Error("getaddrinfo ENOTFOUND api.example.com"), { code: "ENOTFOUND" }),
    });
    logger.warn({ err: refused }, "Piyasa verisi alınamadı");
    expect(lines).toHaveLength(2);
    const [outside, network] = entries();
    expect(outside).toMatchObject({
      level: "warn",
      msg: "Haber kaynağı okunamadı (https://feeds.example.com/rss)",
      err: { type: "OutsideError", kind: "network", message: "connect ECONNREFUSED 127.0.0.1:9" },
    });
    expect(network).toMatchObject({ err: { kind: "network", code: "ENOTFOUND" } });
    expect(lines.join("\n")).not.toMatch(/\bat \S+ \(/);
  });

  it("keeps the stack of a programming error", () => {
    const { logger, entries } = capture();
    let thrown: unknown;
    try {
      (undefined as unknown as { name: string }).name.toString();
    } catch (error) {
      thrown = error;
    }
    logConsoleCall(logger, "error", ["Bot 5 çalıştırılamadı:", thrown]);
    const [entry] = entries();
    expect(entry).toMatchObject({ level: "error", msg: "Bot 5 çalıştırılamadı", err: { type: "TypeError" } });
    expect((entry.err as { stack: string }).stack).toMatch(/TypeError: .*\n\s+at /);
  });

  it("takes LOG_LEVEL when it names a level, else info", () => {
    expect(logLevelOf("debug")).toBe("debug");
    expect(logLevelOf(" WARN ")).toBe("warn");
    expect(logLevelOf("verbose")).toBe("info");
    expect(logLevelOf(undefined)).toBe("info");
  });

  it("keeps a safe incoming request id and replaces anything else", () => {
    expect(requestIdOf("edge-7f3a9c21")).toBe("edge-7f3a9c21");
    for (const unsafe of [undefined, "", "short", "has space in it", "<script>alert(1)</script>", "x".repeat(65), ["a-12345678"]]) {
      expect(requestIdOf(unsafe)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("scrubs credentials out of free text and leaves the rest", () => {
    expect(scrubSecrets("smtps://u:p@smtp.example.com:465 ok")).toBe("smtps://[gizli]@smtp.example.com:465 ok");
    expect(scrubSecrets("GET /newsletter?token=abc123&x=1")).toBe("GET /newsletter?token=[gizli]&x=1");
    expect(scrubSecrets("plain https://example.com/a:b")).toBe("plain https://example.com/a:b");
  });
});
