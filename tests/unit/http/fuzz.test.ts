import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";
import { signInOver } from "../../setup/requests";

/**
 * Bounded, seeded fuzzing of every route over HTTP: each route module in app/routes
 * becomes a URL, its query parameters and form fields are read from its own source
 * (`.get("name")`, `name="..."`, zod keys), and each gets odd values, as a visitor and
 * as an admin. No answer may be a 5xx. The same seed gives the same requests, so a
 * failure names a request that can be sent again.
 */

const SEED = 20_261_125;
const routesDir = path.resolve(__dirname, "../../../app/routes");

/** mulberry32: small, fast and good enough to pick inputs. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, pick };
}

const ODD_TEXT = [
  "",
  " ",
  "x".repeat(20_000),
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "İıŞşĞğÜüÖöÇç 😀 \u202e\u200b",
  "-1",
  "0",
  "NaN",
  "Infinity",
  "1e309",
  "-0.000000001",
  "99999999999999999999999",
  "0x1F",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  '"NEAR(',
  "%00",
  "\u0000",
  "2024-13-45",
  "BTCUSDT",
  "1",
] as const;

/** A JSON value of any shape: what a client may send where a string or number is expected. */
function oddJson(random: ReturnType<typeof generator>, depth = 0): unknown {
  const kind = random.pick(["text", "number", "array", "object", "null", "bool"] as const);
  if (kind === "number") return random.pick([-1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2]);
  if (kind === "null") return null;
  if (kind === "bool") return random.next() < 0.5;
  if (depth < 2 && kind === "array") return [oddJson(random, depth + 1), oddJson(random, depth + 1)];
  if (depth < 2 && kind === "object") return { __proto__: { admin: true }, constructor: oddJson(random, depth + 1) };
  return random.pick(ODD_TEXT);
}

interface RouteUnderTest {
  module: string;
  /** The URL path with each dynamic segment as `:name`. */
  pattern: string;
  fields: string[];
  hasAction: boolean;
}

/** A flat-routes module name as its URL: `crypto-education.$course._index` → `/crypto-education/:course`. */
function urlPattern(module: string): string | null {
  const name = module.replace(/\.tsx?$/, "");
  if (name === "$") return "/:splat";
  const segments = name
    .split(/\.(?![^[]*\])/)
    .filter((segment) => !segment.startsWith("_"))
    .map((segment) => segment.replace(/\[\.\]/g, ".").replace(/_$/, ""))
    .map((segment) => (segment.startsWith("$") ? `:${segment.slice(1)}` : segment));
  return `/${segments.join("/")}`;
}

function readRoutes(): RouteUnderTest[] {
  return fs.readdirSync(routesDir).flatMap((module) => {
    const full = path.join(routesDir, module);
    const files = fs.statSync(full).isDirectory() ? fs.readdirSync(full).map((file) => path.join(full, file)) : [full];
    const source = files.map((file) => fs.readFileSync(file, "utf8")).join("\n");
    const pattern = urlPattern(module);
    if (!pattern) return [];
    const fields = new Set<string>();
    for (const match of source.matchAll(/\.get(?:All)?\("([A-Za-z_][\w-]*)"\)|\bname="([A-Za-z_][\w-]*)"|^\s+([a-z_][A-Za-z_]*): z\./gm)) {
      fields.add(match[1] ?? match[2] ?? match[3]);
    }
    for (const ignored of ["Content-Type", "content-type", "cookie", "Cookie", "Accept", "accept"]) fields.delete(ignored);
    const hasAction = /export (async function|const|function) action\b/.test(source);
    return [{ module, pattern, fields: [...fields].slice(0, 24), hasAction }];
  });
}

let server: RunningServer;
let admin: string;
const problems: string[] = [];
let sent = 0;

/**
 * The one 5xx that is an answer, not a failure: the update check reports that the
 * manifest could not be read (none is configured here) as a bad gateway.
 */
// Answers that are meant to say "the outside source is not there": the update manifest
// unreadable, and the provider's model list asked for before any AI key is saved.
const expected5xx = new Map([
  ["api.check-updates.tsx", 502],
  ["api.openai.models.tsx", 503],
]);

beforeAll(async () => {
  server = await startAppServer({
    TRUST_PROXY: "1",
    // Every outside source off or on a closed port: the fuzz reaches nothing outside.
    BTC_EXPLORER_URL: "",
    ETH_RPC_URL: "",
    DEFI_API_URL: "",
    BTCTURK_API_URL: "",
    COINGECKO_API_URL: "",
    TCMB_RATES_URL: "",
  });
  admin = await signInOver(server.url, "admin", "admin123");
});
afterAll(() => server.stop());

async function send(module: string, label: string, url: string, init: RequestInit & { headers: Record<string, string> }) {
  sent++;
  let response: Response;
  try {
    response = await fetch(`${server.url}${url}`, { ...init, redirect: "manual" });
  } catch (error) {
    problems.push(`${label} ${init.method ?? "GET"} ${url.slice(0, 160)}: no answer (${String(error)})`);
    return;
  }
  const text = await response.text();
  if (response.status >= 500 && response.status !== expected5xx.get(module)) {
    problems.push(`${label} ${init.method ?? "GET"} ${url.slice(0, 160)} → ${response.status} ${text.slice(0, 160)}`);
  }
}

function fillPath(pattern: string, random: ReturnType<typeof generator>) {
  return pattern.replace(/:(\w+)/g, () => encodeURIComponent(random.next() < 0.5 ? "1" : random.pick(ODD_TEXT).slice(0, 300) || "1"));
}

function oddQuery(fields: string[], random: ReturnType<typeof generator>) {
  const query = new URLSearchParams();
  const names = [...fields, "__proto__", "constructor", "_data", "index"];
  for (let i = 0; i < 1 + Math.floor(random.next() * 4); i++) {
    const name = random.pick(names);
    // Twice sometimes: the same name as an array.
    query.append(name, random.pick(ODD_TEXT).slice(0, 4000));
    if (random.next() < 0.2) query.append(name, random.pick(ODD_TEXT).slice(0, 4000));
  }
  return query;
}

function oddForm(fields: string[], random: ReturnType<typeof generator>) {
  const form = new URLSearchParams();
  for (const name of fields) if (random.next() < 0.6) form.append(name, random.pick(ODD_TEXT));
  if (random.next() < 0.3 && fields.length) form.append(random.pick(fields), random.pick(ODD_TEXT));
  return form;
}

const MALFORMED_MULTIPART = '--b\r\nContent-Disposition: form-data; name="x"; filename="a\r\n\r\n';

describe("fuzzing every route's query parameters and form fields", () => {
  it("answers no request with a 5xx, as a visitor or as an admin", { timeout: 120_000 }, async () => {
    const random = generator(SEED);
    const routes = readRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const started = Date.now();
    let address = 0;
    const jobs: (() => Promise<void>)[] = [];
    for (const route of routes) {
      // Signing out would end the admin's session for the requests after it.
      const canPost = route.hasAction && route.module !== "logout.tsx";
      for (const [who, cookie] of [
        ["visitor", ""],
        ["admin", admin],
      ] as const) {
        const headers = () => ({ cookie, "X-Forwarded-For": `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` });
        const page = `${fillPath(route.pattern, random)}?${oddQuery(route.fields, random)}`;
        jobs.push(() => send(route.module, `${who} ${route.module}`, page, { headers: headers() }));
        if (!canPost) continue;
        const target = `${fillPath(route.pattern, random)}?${random.next() < 0.3 ? oddQuery(route.fields, random) : ""}`;
        const form = oddForm(route.fields, random).toString();
        jobs.push(() =>
          send(route.module, `${who} ${route.module}`, target, {
            method: "POST",
            headers: { ...headers(), "Content-Type": "application/x-www-form-urlencoded" },
            body: form,
          }),
        );
        const url = fillPath(route.pattern, random);
        jobs.push(() =>
          send(route.module, `${who} ${route.module} (broken multipart)`, url, {
            method: "POST",
            headers: { ...headers(), "Content-Type": "multipart/form-data; boundary=b" },
            body: MALFORMED_MULTIPART,
          }),
        );
        if (who === "admin" && route.pattern.startsWith("/api/")) {
          const object = Object.fromEntries(route.fields.map((name) => [name, oddJson(random)]));
          for (const body of ["{", JSON.stringify(object), JSON.stringify([object])]) {
            jobs.push(() =>
              send(route.module, `${who} ${route.module} (json)`, url, {
                method: "POST",
                headers: { ...headers(), "Content-Type": "application/json" },
                body,
              }),
            );
          }
        }
      }
    }
    // Four requests in flight: enough to overlap the server's waits, few enough for two cores.
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < jobs.length) await jobs[next++]();
      }),
    );
    console.info(`fuzz: ${sent} requests over ${routes.length} routes in ${Date.now() - started} ms`);
    expect(problems).toEqual([]);
  });
});

// The sign-in and password forms, where the client's address and the demo passwords now decide
// answers: odd forwarded addresses (IPv6 in every spelling, none at all) and odd forwarded hosts.
const ODD_ADDRESSES = [
  "203.0.113.9",
  "10.0.0.1",
  "::1",
  "::",
  "::ffff:203.0.113.9",
  "::ffff:127.0.0.1",
  "2001:db8::1",
  "2001:DB8:0:0:0:0:0:1",
  "fe80::1%eth0",
  "fd00::1",
  "1.2.3.4.5",
  "unknown",
  "",
  ", , ,",
  "x".repeat(2000),
];
const ODD_HOSTS = ["", "evil.example", ",,,", "[::1", "127.0.0.1", "x".repeat(2000)];
const PASSWORD_FORMS: { path: string; fields: () => Record<string, string>; admin?: boolean }[] = [
  { path: "/login", fields: () => ({}) },
  { path: "/register", fields: () => ({ email: "fuzz@example.com" }) },
  { path: "/reset-password", fields: () => ({ token: "yok" }) },
  { path: "/account", fields: () => ({ intent: "change-password", currentPassword: "yanlis-sifre" }), admin: true },
  { path: "/admin/users", fields: () => ({ intent: "password", id: "2" }), admin: true },
];

describe("fuzzing the sign-in and password forms", () => {
  it("answers no odd address, host or password with a 5xx", { timeout: 120_000 }, async () => {
    const random = generator(SEED + 44);
    const passwords = ["admin123", "ahmet123", "1234567", "12345678", "", ...ODD_TEXT.slice(0, 12)];
    const usernames = ["admin", "AHMET", " ayse ", "yok", ...ODD_TEXT.slice(0, 8)];
    const jobs: (() => Promise<void>)[] = [];
    for (let i = 0; i < 150; i++) {
      const form = random.pick(PASSWORD_FORMS);
      const password = random.pick(passwords);
      const fields = {
        username: random.pick(usernames),
        password,
        passwordConfirm: random.next() < 0.8 ? password : "baska",
        ...form.fields(),
      };
      const headers: Record<string, string> = {
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": random.pick(ODD_ADDRESSES),
      };
      if (random.next() < 0.4) headers["X-Forwarded-Host"] = random.pick(ODD_HOSTS);
      if (form.admin) headers.cookie = admin;
      jobs.push(() =>
        send(form.path, `fuzz ${form.path}`, form.path, { method: "POST", headers, body: new URLSearchParams(fields).toString() }),
      );
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: 2 }, async () => {
        while (next < jobs.length) await jobs[next++]();
      }),
    );
    expect(problems).toEqual([]);
  });
});
