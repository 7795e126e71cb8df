import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";
import { cookiesOf, postLogin, signInOver } from "../../setup/requests";

let server: RunningServer;
let admin = "";
let addressCounter = 0;
/** Behind TRUST_PROXY the client address is the forwarded one: each test comes from its own. */
const newAddress = () => `203.0.113.${++addressCounter}`;

beforeAll(async () => {
  server = await startAppServer({ TRUST_PROXY: "1" });
  admin = await signInOver(server.url, "admin", "admin123");
});
afterAll(() => server.stop());

function attempt(username: string, password: string, from: string, cookie = "") {
  return postLogin(server.url, { username, password }, { "X-Forwarded-For": from, cookie });
}

async function createUser(username: string) {
  const response = await fetch(`${server.url}/api/users`, {
    method: "POST",
    headers: { cookie: admin, "Content-Type": "application/json" },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: "dogru-sifre" }),
  });
  expect(response.status).toBe(201);
}

/** The browser's cookies after its session ended: only the signed record of past sign-ins remains. */
function deviceCookieOf(response: Response) {
  const device = cookiesOf(response)
    .split("; ")
    .find((pair) => pair.startsWith("__device="));
  expect(device).toBeTruthy();
  return device!;
}

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

describe("sign-in limits", () => {
  it("counts before the password check: 12 parallel wrong passwords get 8 checks and 4 refusals", async () => {
    await createUser("yaris");
    const from = newAddress();
    const responses = await Promise.all(Array.from({ length: 12 }, () => attempt("yaris", "yanlis-sifre", from)));
    expect(statuses(responses)).toEqual([...Array(8).fill(400), ...Array(4).fill(429)]);
    const refused = await responses.find((r) => r.status === 429)!.text();
    expect(refused).toContain("Çok fazla giriş denemesi yapıldı.");
  });

  it("a locked account still lets its owner in from a browser that signed in before, and that lifts the lock", async () => {
    await createUser("sahip");
    // The owner signed in from this browser last week: it holds the signed __device cookie.
    const owned = await attempt("sahip", "dogru-sifre", newAddress());
    expect(owned.status).toBe(302);
    const ownerBrowser = deviceCookieOf(owned);

    // Someone elsewhere guesses until the account locks.
    const attacker = newAddress();
    for (let i = 0; i < 8; i++) expect((await attempt("sahip", `tahmin-${i}`, attacker)).status).toBe(400);
    expect((await attempt("sahip", "tahmin-9", attacker)).status).toBe(429);
    // A browser that never signed in to it is refused even with the right password.
    expect((await attempt("sahip", "dogru-sifre", newAddress())).status).toBe(429);

    // The owner's browser is not locked out, and its correct password lifts the lock for everyone.
    const back = await attempt("sahip", "dogru-sifre", newAddress(), ownerBrowser);
    expect(back.status).toBe(302);
    expect(back.headers.getSetCookie().some((header) => header.startsWith("__session="))).toBe(true);
    expect((await attempt("sahip", "dogru-sifre", newAddress())).status).toBe(302);
  });

  it("a known browser has its own count: it cannot guess without limit either", async () => {
    await createUser("cihaz");
    const browser = deviceCookieOf(await attempt("cihaz", "dogru-sifre", newAddress()));
    const from = newAddress();
    for (let i = 0; i < 8; i++) expect((await attempt("cihaz", `tahmin-${i}`, from, browser)).status).toBe(400);
    expect((await attempt("cihaz", "dogru-sifre", from, browser)).status).toBe(429);
    // Its guesses did not lock the account for everyone else.
    expect((await attempt("cihaz", "dogru-sifre", newAddress())).status).toBe(302);
  });

  it("a forged device cookie is no device: its guesses count against the account", async () => {
    await createUser("sahte");
    const forged = "__device=eyJkZXZpY2UiOiIxMTExMTExMS0xMTExLTQxMTEtODExMS0xMTExMTExMTExMTEiLCJ1c2VybmFtZXMiOlsic2FodGUiXX0%3D.AAAA";
    const from = newAddress();
    for (let i = 0; i < 8; i++) expect((await attempt("sahte", `tahmin-${i}`, from, forged)).status).toBe(400);
    expect((await attempt("sahte", "dogru-sifre", newAddress())).status).toBe(429);
  });

  it("one address gets 30 failures in 15 minutes whatever the usernames", async () => {
    await createUser("adresli");
    const from = newAddress();
    for (let i = 0; i < 30; i++) expect((await attempt(`kimse${i}`, "x", from)).status).toBe(400);
    expect((await attempt("adresli", "dogru-sifre", from)).status).toBe(429);
    expect((await attempt("adresli", "dogru-sifre", newAddress())).status).toBe(302);
  });
});
