import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";
import { signInOver } from "../../setup/requests";
import { coinName } from "~/lib/market/coin-names";
import { checkAddress } from "~/lib/chain/address";
import { chainLabel } from "~/lib/nft/source";
import { classificationInTurkish } from "~/lib/market/fear-greed";
import { suggestKeywords, titleSuggestions } from "~/lib/blog/ai-draft";

let server: RunningServer;
let admin: string;
let user: string;

beforeAll(async () => {
  server = await startAppServer();
  [admin, user] = await Promise.all([signInOver(server.url, "admin", "admin123"), signInOver(server.url, "ayse", "ayse123")]);
});
afterAll(() => server.stop());

const FORM_UNREADABLE = "Gönderilen form okunamadı.";

/** Multipart bodies the parser refuses: no part headers, a stream cut mid-part, a part without a name. */
const brokenBodies = [
  "--xyz\r\nno headers",
  '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nokur@example.com',
  '--xyz\r\nContent-Disposition: form-data; filename="a.txt"\r\n\r\nx\r\n--xyz--\r\n',
];

function postMultipart(path: string, body: string, cookie = "", boundary = "xyz") {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, cookie },
    body,
    redirect: "manual",
  });
}

describe("a form body that does not parse", () => {
  const routes: [path: string, who: "visitor" | "user" | "admin"][] = [
    ["/login", "visitor"],
    ["/register", "visitor"],
    ["/newsletter", "visitor"],
    ["/crypto-analysis", "visitor"],
    ["/signals/1", "user"],
    ["/ai-chat", "visitor"],
    ["/notifications", "user"],
    ["/account", "user"],
    ["/contact", "visitor"],
    ["/crypto-tax-calculator", "visitor"],
    ["/admin/settings", "admin"],
    ["/admin/users", "admin"],
  ];

  it.each(routes)("%s (as %s) answers 400 with a Turkish message, not 500", async (path, who) => {
    const cookie = who === "admin" ? admin : who === "user" ? user : "";
    for (const body of brokenBodies) {
      const response = await postMultipart(path, body, cookie);
      const text = await response.text();
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(text).toContain(FORM_UNREADABLE);
    }
  });

  it("a body that is no form at all is a 400 too", async () => {
    const response = await fetch(`${server.url}/newsletter`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "email" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(FORM_UNREADABLE);
  });

  it("a well-formed multipart form still works", async () => {
    const body =
      '--xyz\r\nContent-Disposition: form-data; name="username"\r\n\r\nadmin\r\n--xyz\r\nContent-Disposition: form-data; name="password"\r\n\r\nadmin123\r\n--xyz--\r\n';
    expect((await postMultipart("/login", body)).status).toBe(302);
  });
});

describe("an update upload whose part header the parser cannot read", () => {
  // A ZIP's first bytes (all below 0x80, so a string carries them unchanged).
  const upload = (filenameHeader: string) =>
    `--b\r\nContent-Disposition: form-data; name="updateFile"; ${filenameHeader}\r\nContent-Type: application/zip\r\n\r\nPK\x03\x04\x01\x02\r\n--b--\r\n`;

  it.each(["/admin/update", "/api/system-update"])("%s answers 400 with the reason", async (path) => {
    for (const header of ['filename="a', 'filename="güncelleme.zip']) {
      const response = await postMultipart(path, upload(header), admin, "b");
      expect(response.status, header).toBe(400);
      expect(await response.text()).toContain("Yükleme okunamadı");
    }
  });
});

describe("lookups by a key the visitor chose", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "/admin/blog-ai?category=%s renders the generator",
    async (category) => {
      const response = await fetch(`${server.url}/admin/blog-ai?category=${category}&topic=x&picked=1&seed=1`, {
        headers: { cookie: admin },
      });
      expect(response.status).toBe(200);
      // The titles for a category without a list of its own are built from its name.
      expect(await response.text()).toContain(`${category} Hakkında Sık Yapılan Hatalar`);
    },
  );

  it.each(["constructor", "__proto__", "valueOf"])("POST /api/ai/suggest-titles {category: %s} gives titles", async (category) => {
    const response = await fetch(`${server.url}/api/ai/suggest-titles`, {
      method: "POST",
      headers: { "Content-Type": "application/json", cookie: admin },
      body: JSON.stringify({ category }),
    });
    expect(response.status).toBe(200);
    const { suggestions } = (await response.json()) as { suggestions: string[] };
    expect(suggestions).toHaveLength(5);
    expect(suggestions.every((title) => title.includes(category))).toBe(true);
  });

  it("the shared lists answer inherited names with their fallback", () => {
    for (const key of ["constructor", "__proto__", "toString"]) {
      expect(titleSuggestions(key, 1).every((title) => title.includes(key))).toBe(true);
      expect(suggestKeywords("", key)).toContain(key);
      expect(coinName(key)).toBe(key);
      expect(chainLabel(key)).toBe(key);
      expect(classificationInTurkish(key)).toBe(key);
    }
    expect(checkAddress("constructor1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")).toMatchObject({ valid: false });
  });
});
