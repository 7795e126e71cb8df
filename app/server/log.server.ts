import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { format } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";

/**
 * The server's one logger (docs/decisions/031-logging.md): one JSON line per event on stdout with
 * `level`, `time`, the worker's `pid` and, inside a request, its `reqId` (the reference the 500 page
 * shows). Secrets never reach a line: credential headers and fields are censored by path, and
 * credentials inside URLs, bearer tokens and API keys are scrubbed from every message and stack.
 */

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** `LOG_LEVEL` when it names a level, else info (a typo must not silence the log or stop the server). */
export function logLevelOf(value: string | undefined): string {
  const level = (value ?? "").trim().toLowerCase();
  return (LEVELS as readonly string[]).includes(level) ? level : "info";
}

const CENSOR = "[gizli]";

/** Fields that hold a secret wherever they appear (one level deep, and under `headers` / `req.headers`). */
const SECRET_KEYS = [
  "authorization",
  "cookie",
  "set-cookie",
  "password",
  "passwordHash",
  "password_hash",
  "apiKey",
  "api_key",
  "token",
  "secret",
  "SESSION_SECRET",
  "SMTP_URL",
  "METRICS_TOKEN",
  "ADMIN_PASSWORD",
];
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const join = (prefix: string) => (k.startsWith("[") ? `${prefix}${k}` : `${prefix}.${k}`);
  return [k, join("*"), join("headers"), join("req.headers"), join("res.headers")];
});

/** Removes credentials from free text: `scheme://user:pass@host`, `Bearer …`, `sk-…` keys, `password=…`. */
export function scrubSecrets(text: string): string {
  return text
    .replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@:]*:[^\s/@]*@/gi, `$1${CENSOR}@`)
    .replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g, `$1 ${CENSOR}`)
    .replace(/\bsk-[A-Za-z0-9_-]{8,}/g, CENSOR)
    .replace(/\b(password|passwd|api[_-]?key|token|secret)=([^&\s"']+)/gi, `$1=${CENSOR}`);
}

/** Network failure codes: the other side did not answer, which is an outside fact, not a bug here. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_SOCKET",
]);

function networkCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && NETWORK_CODES.has(code)) return code;
  }
  return undefined;
}

export interface LoggedError {
  type: string;
  message: string;
  /** An outside source's failure: OutsideError's kind, or `network` for a refused or unresolved connection. */
  kind?: string;
  status?: number;
  code?: string;
  stack?: string;
  cause?: LoggedError | string;
}

/**
 * How an error is written. A failed outside call (the reader's OutsideError, or a connection the
 * network refused) is its type, cause and message: it is expected, and a stack would tell nothing.
 * Anything else is a programming error and keeps its stack (and its cause's).
 */
export function serializeError(error: unknown, depth = 0): LoggedError | string {
  if (!(error instanceof Error)) return scrubSecrets(typeof error === "string" ? error : format("%o", error)).slice(0, 2000);
  const outside = error as Error & { kind?: unknown; status?: unknown };
  if (error.name === "OutsideError" && typeof outside.kind === "string") {
    return {
      type: "OutsideError",
      kind: outside.kind,
      message: scrubSecrets(error.message),
      ...(typeof outside.status === "number" ? { status: outside.status } : {}),
    };
  }
  const code = networkCode(error);
  if (code) return { type: error.name, kind: "network", code, message: scrubSecrets(error.message) };
  const logged: LoggedError = { type: error.name, message: scrubSecrets(error.message), stack: scrubSecrets(error.stack ?? "") };
  const ownCode = (error as { code?: unknown }).code;
  if (typeof ownCode === "string") logged.code = ownCode;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

const requests = new AsyncLocalStorage<string>();

/** Runs `work` as part of the request `requestId`: every line it logs carries the id. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requests.run(requestId, work);
}

/** An incoming `X-Request-Id` is kept (a proxy's id ties its log to ours) only when it is short and plain. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The request's id: the incoming header's when it is safe to echo and log, else a new one. */
export function requestIdOf(incoming: unknown): string {
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Lines are gathered up to this many bytes per write: one system call for a dozen requests under load. */
const LOG_BUFFER_BYTES = 4096;
/** …or written after this long, whichever comes first. */
const LOG_FLUSH_MS = 250;

/**
 * Where every line goes: stdout, written asynchronously (a write never blocks the event loop on a
 * slow pipe) and flushed synchronously when the process ends, whatever ends it (`process.exit`
 * after SIGTERM/SIGINT, the event loop running dry, an uncaught error).
 */
const stdout = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
// A quiet server's lines are not held back longer than this.
setInterval(() => stdout.flush(), LOG_FLUSH_MS).unref();

/** Writes what the asynchronous destination still holds; server.mjs calls it before it exits. */
export function flushLogs(): void {
  try {
    stdout.flushSync();
  } catch {
    // Nothing was ever written (the stream is not open yet), or stdout is gone.
  }
}
process.once("beforeExit", flushLogs);
process.once("exit", flushLogs);

/** What every line carries, for the general logger and the request log alike. */
function baseOptions(level: string | undefined) {
  return {
    level: logLevelOf(level ?? process.env.LOG_LEVEL),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
}

/** A logger with the site's settings, writing to `destination` (stdout by default; tests pass their own). */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      ...baseOptions(options.level),
      redact: { paths: REDACT_PATHS, censor: CENSOR },
      serializers: { err: serializeError, error: serializeError },
      mixin: () => {
        const reqId = requests.getStore();
        return reqId ? { reqId } : {};
      },
      hooks: {
        // Messages are free text: whatever a caller formats into one is scrubbed too.
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === "string" ? scrubSecrets(arg) : arg));
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    options.destination ?? stdout,
  );
}

export const logger = createLogger();

type ConsoleLevel = "error" | "warn" | "info" | "debug";

/**
 * One log line from a `console.*` call: the strings (and numbers) make the message, the first
 * error becomes `err`, any other object is folded into the message in short form.
 */
export function logConsoleCall(target: Logger, level: ConsoleLevel, args: unknown[]): void {
  const error = args.find((arg) => arg instanceof Error);
  const words = args
    .filter((arg) => arg !== error)
    .map((arg) => (typeof arg === "string" ? arg : format("%o", arg).slice(0, 500)))
    .join(" ")
    .replace(/:\s*$/, "");
  if (error) target[level]({ err: error }, words || (error as Error).message);
  else target[level](words);
}

/**
 * Sends what the app's and its libraries' `console.*` calls print through the logger, so the
 * server's output is one JSON line per event even from code that does not import it (and a
 * failed outside call is one short line there too). Called once by server.mjs.
 */
export function routeConsoleToLogger(target: Logger = logger): void {
  console.error = (...args: unknown[]) => logConsoleCall(target, "error", args);
  console.warn = (...args: unknown[]) => logConsoleCall(target, "warn", args);
  console.info = (...args: unknown[]) => logConsoleCall(target, "info", args);
  console.log = (...args: unknown[]) => logConsoleCall(target, "info", args);
  console.debug = (...args: unknown[]) => logConsoleCall(target, "debug", args);
}

/** What server.mjs knows of a finished request. */
export interface RequestLine {
  requestId: string;
  method: string;
  url: string;
  status: number;
  ms: number;
  route: string;
  pageCache?: string;
}

/** Query parameters whose values are secrets: a newsletter or reset link's `token`, a short `t`, keys, codes. */
const SECRET_QUERY_VALUE = /([?&](?:t|token|[\w-]*_token|key|api_key|apikey|code|password|secret|signature|sig)=)[^&#]*/gi;

/**
 * The request target as logged: the query kept (it tells which page of a list, which search), its
 * secret values replaced. One regular expression, run only when there is a query at all.
 */
export function scrubUrl(url: string): string {
  return url.includes("?") ? url.replace(SECRET_QUERY_VALUE, `$1${CENSOR}`) : url;
}

/**
 * The request log: one line per answer, written at the cost of a few microseconds. Its fields are
 * the ones below and nothing else (no headers, no body), so it needs no redaction pass; the one
 * free-text field, the URL, is scrubbed by `scrubUrl`.
 */
export function createRequestLog(options: { level?: string; destination?: DestinationStream } = {}): (line: RequestLine) => void {
  const log = pino(baseOptions(options.level), options.destination ?? stdout);
  return (line) => {
    // Probes and files would drown the pages: they are written only at debug level.
    const quiet = line.route === "healthz" || line.route === "metrics" || line.route === "static";
    const level = line.status >= 500 ? "error" : quiet ? "debug" : "info";
    if (!log.isLevelEnabled(level)) return;
    log[level](
      {
        reqId: line.requestId,
        method: line.method,
        url: scrubUrl(line.url),
        status: line.status,
        ms: Math.round(line.ms * 10) / 10,
        route: line.route,
        ...(line.pageCache ? { pageCache: line.pageCache } : {}),
      },
      "request",
    );
  };
}

export const logRequest = createRequestLog();
