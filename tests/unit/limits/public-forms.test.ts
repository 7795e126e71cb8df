import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";
import { cookiesOf } from "../../setup/requests";

const POST = "bitcoin-nedir-yeni-baslayanlar-icin-rehber";

let server: RunningServer;
let addressCounter = 0;
/** Behind TRUST_PROXY the client address is the forwarded one: each test comes from its own. */
const newAddress = () => `198.51.100.${++addressCounter}`;

beforeAll(async () => {
  server = await startAppServer({ TRUST_PROXY: "1" });
});
afterAll(() => server.stop());

function post(path: string, fields: Record<string, string>, from: string, cookie = "") {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "X-Forwarded-For": from, cookie },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

async function likesInDatabase() {
  const row = await server.database().selectFrom("blog_posts").select("likes").where("slug", "=", POST).executeTakeFirstOrThrow();
  return row.likes;
}

describe("registration", () => {
  const form = (username: string) => ({
    username,
    email: `${username}@example.com`,
    password: "uzun-sifre-1",
    passwordConfirm: "uzun-sifre-1",
  });

  it("counts every attempt per address before any name is looked up: the 11th is refused without an answer about names", async () => {
    const from = newAddress();
    for (const name of ["ahmet", "ayse", "admin", "ahmet", "ayse", "admin", "ahmet", "ayse", "admin", "ahmet"]) {
      const response = await post("/register", form(name), from);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Bu kullanıcı adı zaten kullanılıyor.");
    }
    const refused = await post("/register", form("ayse"), from);
    expect(refused.status).toBe(429);
    const page = await refused.text();
    expect(page).toContain("Çok fazla kayıt denemesi yapıldı.");
    expect(page).not.toContain("zaten kullanılıyor");
  });

  it("invalid forms count too", async () => {
    const from = newAddress();
    for (let i = 0; i < 10; i++) expect((await post("/register", {}, from)).status).toBe(400);
    expect((await post("/register", form("yepyeni"), from)).status).toBe(429);
    expect((await post("/register", form("yepyeni"), newAddress())).status).toBe(302);
  });
});

describe("newsletter", () => {
  it("counts every attempt per address, invalid and already-subscribed ones included", async () => {
    const from = newAddress();
    for (let i = 0; i < 5; i++) expect((await post("/newsletter", { email: "gecersiz" }, from)).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await post("/newsletter", { email: "okur@example.com" }, from)).status).toBe(302);
    const refused = await post("/newsletter", { email: "baska-okur@example.com" }, from);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Çok fazla deneme yapıldı.");
  });
});

describe("blog likes", () => {
  it("reading a post sets no cookie; a like without one counts and gives one", async () => {
    const from = newAddress();
    const page = await fetch(`${server.url}/blog/${POST}`, { headers: { "X-Forwarded-For": from } });
    expect(page.status).toBe(200);
    expect(cookiesOf(page)).toBe("");
    const before = await likesInDatabase();
    const response = await post(`/blog/${POST}/like`, {}, from);
    expect(response.status).toBe(302);
    expect(cookiesOf(response)).toMatch(/__session=/);
    expect(await likesInDatabase()).toBe(before + 1);
    await post(`/blog/${POST}/like`, {}, from, cookiesOf(response));
    expect(await likesInDatabase()).toBe(before);
  });

  it("a reader's like counts once and toggles; one cookie gets 10 toggles in 10 minutes", async () => {
    const from = newAddress();
    const before = await likesInDatabase();
    const first = await post(`/blog/${POST}/like`, { js: "1" }, from);
    expect(await first.json()).toEqual({ liked: true, likes: before + 1 });
    const cookie = cookiesOf(first);
    const toggle = () => post(`/blog/${POST}/like`, { js: "1" }, from, cookie);
    expect(await (await toggle()).json()).toEqual({ liked: false, likes: before });
    for (let i = 2; i < 10; i++) expect((await toggle()).status).toBe(200);
    const refused = await toggle();
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toContain("Çok fazla beğeni işlemi yapıldı.");
    expect(await likesInDatabase()).toBe(before);
  });

  it("one address gets 30 likes an hour, however many cookies it collects", async () => {
    const from = newAddress();
    const before = await likesInDatabase();
    for (let i = 0; i < 30; i++) {
      const response = await post(`/blog/${POST}/like`, { js: "1" }, from);
      expect(response.status).toBe(200);
    }
    expect(await likesInDatabase()).toBe(before + 30);
    const refused = await post(`/blog/${POST}/like`, { js: "1" }, from);
    expect(refused.status).toBe(429);
    expect(await likesInDatabase()).toBe(before + 30);
  });
});
