import { describe, expect, it } from "vitest";
import {
  createContactMessage,
  contactMessageStats,
  getContactInfo,
  getContactMessage,
  listContactMessages,
  updateContactMessage,
} from "~/models/contact.server";
import { loader as contactPageLoader } from "~/routes/admin.contact._index/route";
import { action as contactApiAction, loader as contactApiLoader } from "~/routes/api.contacts.$id";
import { loader as contactsListLoader } from "~/routes/api.contacts";
import { action as infoApiAction, loader as infoApiLoader } from "~/routes/api.contact-info";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, jsonRequest, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

/** Who the model's writes are recorded for. */
const actor = { id: 1, username: "admin" };

const info = {
  company_name: "Test AŞ",
  email: "iletisim@example.com",
  phone: "+90 555 000 00 00",
  address: "Ankara",
  working_hours: "Her gün",
  description: "Açıklama",
};

function newMessage() {
  return createContactMessage({ name: "Deniz", email: "deniz@example.com", subject: "Merhaba", message: "Bir sorum var." });
}

describe("contact model and page", () => {
  it("marks a new message read when an admin opens it, and counts by status", async () => {
    const message = await newMessage();
    const before = await contactMessageStats();
    const cookie = await signIn("admin", "admin123");
    const page = await answer(() =>
      contactPageLoader({ request: requestWith(`/admin/contact?id=${message.id}`, { cookie }), params: {}, context }),
    );
    expect(page.status).toBe(200);
    expect((await getContactMessage(message.id))?.status).toBe("read");
    const after = await contactMessageStats();
    expect(after.new).toBe(before.new - 1);
    expect(after.read).toBe(before.read + 1);

    const missing = await answer(() =>
      contactPageLoader({ request: requestWith("/admin/contact?id=99999", { cookie }), params: {}, context }),
    );
    expect(missing.status).toBe(404);
  });

  it("stamps replied_at once and searches name, e-mail, subject and message", async () => {
    const message = await newMessage();
    const replied = await updateContactMessage(message.id, { status: "replied" }, actor);
    expect(replied?.replied_at).toBeTruthy();
    const again = await updateContactMessage(message.id, { status: "replied", priority: "urgent" }, actor);
    expect(again?.replied_at).toBe(replied?.replied_at);
    expect((await listContactMessages({ q: "BIR SORUM".toLowerCase() })).some((row) => row.id === message.id)).toBe(true);
    expect((await listContactMessages({ q: "deniz@", priority: "low" })).length).toBe(0);
  });
});

describe("contact APIs", () => {
  it("answers 401 and 403 on GET /api/contacts, /api/contacts/:id and PUT /api/contact-info", async () => {
    const message = await newMessage();
    const id = String(message.id);
    const userCookie = await signIn("ahmet", "ahmet123");
    for (const [cookie, status] of [
      [undefined, 401],
      [userCookie, 403],
    ] as const) {
      const calls = [
        () => contactsListLoader({ request: requestWith("/api/contacts", { cookie }), params: {}, context }),
        () => contactApiLoader({ request: requestWith(`/api/contacts/${id}`, { cookie }), params: { id }, context }),
        () =>
          contactApiAction({ request: jsonRequest(`/api/contacts/${id}`, "PUT", { status: "closed" }, cookie), params: { id }, context }),
        () => contactApiAction({ request: jsonRequest(`/api/contacts/${id}`, "DELETE", {}, cookie), params: { id }, context }),
        () => infoApiAction({ request: jsonRequest("/api/contact-info", "PUT", info, cookie), params: {}, context }),
      ];
      for (const call of calls) expect((await answer(call)).status).toBe(status);
    }
    expect((await getContactMessage(message.id))?.status).toBe("new");
    const publicInfo = await answer(() => infoApiLoader({ request: requestWith("/api/contact-info"), params: {}, context }));
    expect(publicInfo.status).toBe(200);
  });

  it("updates status, validates, deletes and saves contact info for admins", async () => {
    const message = await newMessage();
    const id = String(message.id);
    const cookie = await signIn("admin", "admin123");
    const bad = await answer(() =>
      contactApiAction({ request: jsonRequest(`/api/contacts/${id}`, "PUT", { status: "lost" }, cookie), params: { id }, context }),
    );
    expect(bad.status).toBe(400);
    const ok = await answer(() =>
      contactApiAction({
        request: jsonRequest(`/api/contacts/${id}`, "PUT", { status: "closed", priority: "high" }, cookie),
        params: { id },
        context,
      }),
    );
    expect(await ok.json()).toMatchObject({ status: "closed", priority: "high" });
    const gone = await answer(() =>
      contactApiAction({ request: jsonRequest(`/api/contacts/${id}`, "DELETE", {}, cookie), params: { id }, context }),
    );
    expect(gone.status).toBe(200);
    const again = await answer(() =>
      contactApiLoader({ request: requestWith(`/api/contacts/${id}`, { cookie }), params: { id }, context }),
    );
    expect(again.status).toBe(404);

    const invalidInfo = await answer(() =>
      infoApiAction({ request: jsonRequest("/api/contact-info", "PUT", { ...info, email: "x" }, cookie), params: {}, context }),
    );
    expect(invalidInfo.status).toBe(400);
    const saved = await answer(() =>
      infoApiAction({ request: jsonRequest("/api/contact-info", "PUT", info, cookie), params: {}, context }),
    );
    expect(await saved.json()).toEqual(info);
    expect(await getContactInfo()).toEqual(info);
  });
});
