import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { MAIL_ACTIVITY } from "~/models/mail-outbox.server";
import { action, loader } from "~/routes/admin.mail/route";
import { answer, context, formRequest, requestWith, signIn } from "../../setup/requests";
import { useTestDatabase } from "../../setup/test-db";
import { outboxRow, queueTestMail } from "./helpers";

useTestDatabase();

let admin = "";
beforeEach(async () => {
  admin = await signIn("admin", "admin123");
});

const load = (url: string, cookie = admin) => answer(() => loader({ request: requestWith(url, { cookie }), params: {}, context }));
const post = (url: string, fields: Record<string, string>, cookie = admin) =>
  answer(() => action({ request: formRequest(url, fields, cookie), params: {}, context }));

describe("/admin/mail", () => {
  it("lists every mail newest first, filters by state and kind in the URL, and opens one", async () => {
    const first = await queueTestMail("ayse@example.com", "Birinci");
    const second = await queueTestMail("mehmet@example.com", "İkinci");
    await db()
      .updateTable("mail_outbox")
      .set({ state: "failed", tries: 6, last_error: "451 Geçici hata" })
      .where("id", "=", first)
      .execute();

    const all = await (await load("/admin/mail")).json();
    expect(all.mails.map((m: { id: number }) => m.id)).toEqual([second, first]);
    expect(all.counts).toEqual({ pending: 1, sending: 0, sent: 0, failed: 1 });
    expect(all.mails[1]).toMatchObject({
      to_address: "ayse@example.com",
      subject: "Birinci",
      kind: "test",
      tries: 6,
      last_error: "451 Geçici hata",
    });
    // The list carries no bodies: those are read one mail at a time.
    expect(all.mails[0]).not.toHaveProperty("text_body");

    const failed = await (await load("/admin/mail?state=failed")).json();
    expect(failed.mails.map((m: { id: number }) => m.id)).toEqual([first]);
    expect((await (await load("/admin/mail?kind=yok")).json()).mails).toEqual([]);
    // A state that does not exist is ignored rather than refused.
    expect((await (await load("/admin/mail?state=bilinmez")).json()).mails).toHaveLength(2);

    const opened = await (await load(`/admin/mail?view=${second}`)).json();
    expect(opened.selected).toMatchObject({ id: second, subject: "İkinci" });
    expect(opened.selected.text_body).toContain("Merhaba");
    expect(opened.selected.html_body).toContain("<a href=");
    expect((await load("/admin/mail?view=999999")).status).toBe(404);
  });

  it("says whether SMTP is configured, naming the host but never the password", async () => {
    expect((await (await load("/admin/mail")).json()).smtp).toBeNull();
    process.env.SMTP_URL = "smtp://kullanici:gizli-sifre@smtp.example.com:587";
    resetEnv();
    const body = await (await load("/admin/mail")).text();
    expect(JSON.parse(body).smtp).toBe("smtp.example.com:587");
    expect(body).not.toContain("gizli-sifre");
    delete process.env.SMTP_URL;
    resetEnv();
  });

  it("resends a mail: back to pending with fresh tries, recorded in the activity log", async () => {
    const id = await queueTestMail();
    await db().updateTable("mail_outbox").set({ state: "failed", tries: 6, last_error: "550 yok" }).where("id", "=", id).execute();
    const before = await outboxRow(id);

    const response = await post(`/admin/mail?view=${id}&state=failed`, { intent: "resend", id: String(id) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/mail?view=${id}&state=failed`);
    expect(await outboxRow(id)).toMatchObject({ state: "pending", tries: 0, last_error: null, message_id: before.message_id });
    const activity = await db().selectFrom("activity_log").selectAll().where("action", "=", MAIL_ACTIVITY.resend).execute();
    expect(activity).toHaveLength(1);
    expect(activity[0].description).toContain("ayse@example.com");
  });

  it("gives a delivered mail a new Message-ID when resent, and leaves one being sent alone", async () => {
    const sent = await queueTestMail();
    await db()
      .updateTable("mail_outbox")
      .set({ state: "sent", sent_at: new Date().toISOString(), tries: 1 })
      .where("id", "=", sent)
      .execute();
    const before = await outboxRow(sent);
    await post("/admin/mail", { intent: "resend", id: String(sent) });
    const after = await outboxRow(sent);
    expect(after).toMatchObject({ state: "pending", sent_at: null });
    expect(after.message_id).not.toBe(before.message_id);

    const busy = await queueTestMail();
    await db()
      .updateTable("mail_outbox")
      .set({ state: "sending", claimed_at: new Date().toISOString(), tries: 1 })
      .where("id", "=", busy)
      .execute();
    const refused = await post("/admin/mail", { intent: "resend", id: String(busy) });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatch(/şu anda gönderiliyor/);
    expect(await outboxRow(busy)).toMatchObject({ state: "sending", tries: 1 });
  });

  it("answers bad input with 400 or 404, never 500, and keeps non-admins out", async () => {
    expect((await post("/admin/mail", { intent: "resend", id: "abc" })).status).toBe(400);
    expect((await post("/admin/mail", { intent: "resend", id: "999999" })).status).toBe(404);
    expect((await post("/admin/mail", { intent: "yok" })).status).toBe(400);
    const user = await signIn("ayse", "ayse123");
    expect((await load("/admin/mail", user)).status).toBe(302);
    const id = await queueTestMail();
    expect((await post("/admin/mail", { intent: "resend", id: String(id) }, user)).status).toBe(302);
    expect((await outboxRow(id)).tries).toBe(0);
  });
});
