import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { sitemapEntries } from "~/services/site-outputs.server";
import { contactMessageStats, listContactMessages, updateContactMessage } from "~/models/contact.server";
import { loader as inboxLoader } from "~/routes/admin.contact._index/route";
import { action as contactsApiAction, loader as contactsApiLoader } from "~/routes/api.contacts";
import { action as consultingAction } from "~/routes/consulting/route";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, jsonRequest, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

let ip = 0;
// Each post from its own address, so the shared contact allowance never gets in the way.
const from = () => ({ ...context, clientIp: `198.51.100.${++ip}` });

const consultingForm = (entries: Record<string, string>) =>
  requestWith("/consulting", { method: "POST", body: new URLSearchParams(entries) });

const goodRequest = {
  name: "Elif Şahin",
  email: "elif@example.com",
  topic: "security",
  budget: "5k-20k",
  message: "Şirketimizin soğuk cüzdan sürecini gözden geçirmek istiyoruz.",
};

describe("contact subject", () => {
  it("POST /api/contacts keeps the subject, and the inbox finds the message by it", async () => {
    const response = await contactsApiAction({
      request: jsonRequest("/api/contacts", "POST", {
        name: "Mert",
        email: "mert@example.com",
        subject: "Staking hesaplayıcısı hakkında",
        message: "Bir sorum var.",
      }),
      params: {},
      context: from(),
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [found] = await listContactMessages({ q: "staking HESAP" });
    expect(found).toMatchObject({ id, subject: "Staking hesaplayıcısı hakkında", kind: "contact", budget: null });

    const long = await contactsApiAction({
      request: jsonRequest("/api/contacts", "POST", {
        name: "Mert",
        email: "mert@example.com",
        subject: "x".repeat(201),
        message: "Merhaba",
      }),
      params: {},
      context: from(),
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: "Konu en fazla 200 karakter olabilir." });
  });
});

describe("consulting requests", () => {
  it("land in the contact inbox as consulting requests with topic and budget", async () => {
    const response = await consultingAction({ request: consultingForm(goodRequest), params: {}, context: from() });
    expect((response as Response).status).toBe(302);
    const [stored] = await listContactMessages({ kind: "consulting" });
    expect(stored).toMatchObject({
      name: "Elif Şahin",
      email: "elif@example.com",
      subject: "Danışmanlık: Varlık saklama ve cüzdan güvenliği",
      budget: "5.000 – 20.000 TL",
      kind: "consulting",
      status: "new",
    });
    expect(await listContactMessages({ kind: "contact" })).not.toContainEqual(expect.objectContaining({ id: stored.id }));
    const notice = await db().selectFrom("notifications").select("title").where("related_id", "=", stored.id).executeTakeFirst();
    expect(notice?.title).toBe("Yeni danışmanlık talebi");

    const cookie = await signIn("admin", "admin123");
    const inbox = await answer(() =>
      inboxLoader({ request: requestWith("/admin/contact?kind=consulting", { cookie }), params: {}, context }),
    );
    const body = await inbox.json();
    expect(body.filters.kind).toBe("consulting");
    expect(body.messages.map((message: { id: number }) => message.id)).toEqual([stored.id]);

    const api = await contactsApiLoader({ request: requestWith("/api/contacts?kind=consulting", { cookie }), params: {}, context });
    expect((await api.json()).contacts.map((contact: { id: number }) => contact.id)).toEqual([stored.id]);
    const badKind = await contactsApiLoader({ request: requestWith("/api/contacts?kind=spam", { cookie }), params: {}, context });
    expect(badKind.status).toBe(400);
  });

  it("refuses missing or made-up fields in Turkish (400) and quietly drops a filled honeypot", async () => {
    const before = (await listContactMessages()).length;
    const bad = await consultingAction({
      request: consultingForm({ ...goodRequest, name: " ", topic: "hack", budget: "", email: "yok" }),
      params: {},
      context: from(),
    });
    const reply = bad as unknown as { data: { intent: string; result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(reply.init.status).toBe(400);
    expect(reply.data.intent).toBe("consulting");
    expect(reply.data.result.error).toMatchObject({
      name: ["Ad soyad gereklidir."],
      email: ["Geçerli bir e-posta adresi girin."],
      topic: ["Bir konu seçin."],
      budget: ["Bir bütçe aralığı seçin."],
    });

    const bot = await consultingAction({
      request: consultingForm({ ...goodRequest, website: "http://spam" }),
      params: {},
      context: from(),
    });
    expect((bot as Response).status).toBe(302);
    expect(await listContactMessages()).toHaveLength(before);
  });

  it("share the contact form's allowance per address", async () => {
    const same = { ...context, clientIp: "192.0.2.77" };
    for (let i = 0; i < 5; i++) {
      const ok = await consultingAction({ request: consultingForm(goodRequest), params: {}, context: same });
      expect((ok as Response).status).toBe(302);
    }
    const refused = await consultingAction({ request: consultingForm(goodRequest), params: {}, context: same });
    expect((refused as unknown as { init: { status: number } }).init.status).toBe(429);
    const api = await contactsApiAction({
      request: jsonRequest("/api/contacts", "POST", { name: "A", email: "a@example.com", message: "m" }),
      params: {},
      context: same,
    });
    expect(api.status).toBe(429);
  });

  it("/consulting is in the sitemap", async () => {
    expect((await sitemapEntries()).map((entry) => entry.path)).toContain("/consulting");
  });
});

describe("inbox cards", () => {
  it("count total, new, urgent and replied", async () => {
    const before = await contactMessageStats();
    await consultingAction({ request: consultingForm(goodRequest), params: {}, context: from() });
    const [message] = await listContactMessages({ kind: "consulting" });
    let after = await contactMessageStats();
    expect(after).toMatchObject({ total: before.total + 1, new: before.new + 1, urgent: before.urgent, replied: before.replied });
    await updateContactMessage(message.id, { status: "replied", priority: "urgent" }, { id: 1, username: "admin" });
    after = await contactMessageStats();
    expect(after).toMatchObject({ total: before.total + 1, new: before.new, urgent: before.urgent + 1, replied: before.replied + 1 });
  });
});
