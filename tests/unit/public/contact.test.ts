import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../setup/test-db";
import { requestWith, signIn } from "../../setup/requests";
import { db } from "~/server/db.server";
import { CONTACT_SUCCESS } from "~/lib/contact/message-schema";
import { action as contactAction } from "~/routes/contact";
import { action as apiAction, loader as apiLoader } from "~/routes/api.contacts";
import { action as faqsAction, loader as faqsLoader } from "~/routes/api.faqs";

useTestDatabase();

// What server.mjs hands every request; an empty address makes clientIp() read X-Forwarded-For.
const context = { cspNonce: "", clientIp: "" };

let ipCounter = 0;
const freshIp = () => `10.0.0.${++ipCounter}`;

function postForm(fields: Record<string, string>, ip = freshIp()) {
  return contactAction({
    request: requestWith("/contact", { method: "POST", body: new URLSearchParams(fields), headers: { "X-Forwarded-For": ip } }),
    params: {},
    context,
  });
}

function postJson(body: unknown, ip = freshIp(), cookie?: string) {
  return apiAction({
    request: requestWith("/api/contacts", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
      cookie,
    }),
    params: {},
    context,
  }) as Promise<Response>;
}

const valid = { name: "Ayşe Yılmaz", email: "ayse@example.com", phone: "+90 532 000 00 00", message: "Merhaba, bir sorum var." };

describe("the contact form", () => {
  it("stores the message as new and normal, tells the admins and redirects with the success text", async () => {
    const response = (await postForm(valid)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact");
    expect(response.headers.get("Set-Cookie")).toContain("__session=");
    const stored = await db().selectFrom("contact_messages").selectAll().where("email", "=", valid.email).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: valid.name, phone: valid.phone, message: valid.message, status: "new", priority: "normal" });
    const notification = await db().selectFrom("notifications").selectAll().where("related_id", "=", stored.id).executeTakeFirst();
    expect(notification?.title).toBe("Yeni iletişim mesajı");
    const activity = await db().selectFrom("activity_log").selectAll().where("action", "=", "contact_message_received").executeTakeFirst();
    expect(activity?.icon).toBe("Mail");
    expect(CONTACT_SUCCESS).toBe("Mesajınız başarıyla gönderildi! En kısa sürede size dönüş yapacağız.");
  });

  it("answers 400 with each field's Turkish error", async () => {
    const result = (await postForm({ name: " ", email: "a@b", phone: "abc", message: "" })) as unknown as {
      init: { status: number };
      data: { intent: string; result: { error: Record<string, string[]> } };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.intent).toBe("contact");
    expect(result.data.result.error).toEqual({
      name: ["Ad soyad gereklidir."],
      email: ["Geçerli bir e-posta adresi girin."],
      phone: ["Geçerli bir telefon numarası girin."],
      message: ["Mesaj gereklidir."],
    });
    expect(await db().selectFrom("contact_messages").selectAll().execute()).toHaveLength(0);
  });

  it("quietly drops a message whose honeypot is filled", async () => {
    const response = (await postForm({ ...valid, website: "http://spam.example" })) as Response;
    expect(response.status).toBe(302);
    expect(await db().selectFrom("contact_messages").selectAll().execute()).toHaveLength(0);
  });

  it("limits messages per address with a Turkish 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect(((await postForm(valid, ip)) as Response).status).toBe(302);
    const refused = (await postForm(valid, ip)) as unknown as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(refused.init.status).toBe(429);
    expect(refused.data.result.error[""][0]).toMatch(/^Çok fazla mesaj gönderdiniz\. Lütfen \d+ dakika sonra tekrar deneyin\.$/);
    // The JSON endpoint shares the allowance.
    const api = await postJson(valid, ip);
    expect(api.status).toBe(429);
  });
});

describe("POST /api/contacts", () => {
  it("creates a message and answers 201 with its id", async () => {
    const response = await postJson({ name: "Mehmet", email: "mehmet@example.com", message: "JSON ile merhaba" });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ success: true, id: expect.any(Number) });
    const stored = await db().selectFrom("contact_messages").selectAll().where("id", "=", body.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: "new", priority: "normal", phone: null });
  });

  it("answers 400 { error } for invalid fields and invalid JSON", async () => {
    const missing = await postJson({ email: "x@example.com", message: "m" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "Ad soyad gereklidir." });
    const badEmail = await postJson({ name: "A", email: "nope", message: "m" });
    expect(await badEmail.json()).toEqual({ error: "Geçerli bir e-posta adresi girin." });
    expect((await postJson("{not json")).status).toBe(400);
  });

  it("lists the inbox for admins only", async () => {
    await postJson({ name: "Mehmet", email: "mehmet@example.com", message: "Liste" });
    const list = (cookie?: string, query = "") =>
      apiLoader({ request: requestWith(`/api/contacts${query}`, { cookie }), params: {}, context }) as Promise<Response>;
    await expect(list()).rejects.toSatisfy((r: Response) => r.status === 401);
    await expect(list(await signIn("ahmet", "ahmet123"))).rejects.toSatisfy((r: Response) => r.status === 403);
    const admin = await signIn("admin", "admin123");
    const response = await list(admin, "?status=new");
    expect((await response.json()).contacts).toHaveLength(1);
    expect((await list(admin, "?status=closed").then((r) => r.json())).contacts).toHaveLength(0);
    expect((await list(admin, "?status=weird")).status).toBe(400);
  });
});

describe("GET /api/faqs", () => {
  it("lists enabled FAQs to everyone and all FAQs to admins asking for them", async () => {
    await db().updateTable("faqs").set({ enabled: 0 }).where("id", "=", 1).execute();
    const load = (query: string, cookie?: string) =>
      faqsLoader({ request: requestWith(`/api/faqs${query}`, { cookie }), params: {}, context }) as Promise<Response>;
    const visible = await (await load("")).json();
    expect(visible).toHaveLength(4);
    expect(visible[0]).toMatchObject({ question: expect.any(String), answer: expect.any(String), order_num: 2 });
    expect((await load("?admin=true")).status).toBe(401);
    expect((await load("?admin=true", await signIn("ayse", "ayse123"))).status).toBe(403);
    expect(await (await load("?admin=true", await signIn("admin", "admin123"))).json()).toHaveLength(5);
  });
});

describe("POST /api/faqs", () => {
  const create = (body: unknown, cookie?: string) =>
    faqsAction({
      request: requestWith("/api/faqs", {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "Content-Type": "application/json" },
        cookie,
      }),
      params: {},
      context,
    }) as Promise<Response>;

  it("lets an admin add a FAQ and refuses everyone else", async () => {
    const faq = { question: "Yeni soru?", answer: "Yeni cevap.", order_num: 9 };
    await expect(create(faq)).rejects.toSatisfy((r: Response) => r.status === 401);
    await expect(create(faq, await signIn("ahmet", "ahmet123"))).rejects.toSatisfy((r: Response) => r.status === 403);
    const admin = await signIn("admin", "admin123");
    const response = await create(faq, admin);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ question: "Yeni soru?", answer: "Yeni cevap.", order_num: 9, enabled: 1 });
    const blank = await create({ question: "  ", answer: "x" }, admin);
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ error: "Soru ve cevap alanları gereklidir" });
  });
});
