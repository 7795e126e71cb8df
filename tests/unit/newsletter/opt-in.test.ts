import { describe, expect, it, vi } from "vitest";
import { db } from "~/server/db.server";
import { CONSENT_TEXT_VERSION, SUBSCRIBE_ANSWER } from "~/lib/newsletter/consent";
import { confirmSubscription, subscribeToNewsletter, tokenHash } from "~/models/newsletter.server";
import { action as newsletterAction } from "~/routes/newsletter";
import { action as confirmAction, loader as confirmLoader } from "~/routes/newsletter_.confirm";
import { useTestDatabase } from "../../setup/test-db";
import { answer, requestWith } from "../../setup/requests";
import { addSubscriber, outboxFor, subscriber, tokenIn } from "./helpers";
import type { AppLoadContext } from "@remix-run/node";

useTestDatabase();

let ipCounter = 0;
const visitor = () => ({ clientIp: `192.0.2.${++ipCounter}`, cspNonce: "" }) as AppLoadContext;

async function signUp(email: string) {
  const response = await answer(() =>
    newsletterAction({
      request: requestWith("/newsletter", { method: "POST", body: new URLSearchParams({ email, redirectTo: "/about" }) }),
      params: {},
      context: visitor(),
    }),
  );
  // The toast travels in the signed session cookie: base64 JSON before the signature.
  const value = /__session=([^.;]+)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1] ?? "";
  return { status: response.status, toast: Buffer.from(decodeURIComponent(value), "base64").toString("utf8") };
}

describe("double opt-in", () => {
  it("a sign-up is pending, with its confirmation mail queued; following the link activates it and records the proof", async () => {
    const answered = await signUp("Okur@Example.com");
    expect(answered.status).toBe(302);
    const row = await subscriber("okur@example.com");
    expect(row).toMatchObject({ status: "pending", confirmed_at: null, consent_ip: null });
    expect(row.unsubscribe_token).toMatch(/^[0-9a-f]{48}$/);

    const [mail] = await outboxFor("okur@example.com");
    expect(mail).toMatchObject({ kind: "newsletter-confirm", subject: "Bülten aboneliğinizi onaylayın", state: "pending" });
    // The confirmation is not a newsletter mail: no unsubscribe headers.
    expect(JSON.parse(mail.headers)).toEqual({});
    const token = tokenIn(mail.text_body, "/newsletter/confirm");
    expect(mail.html_body).toContain(`/newsletter/confirm?token=${token}`);
    // Only the token's hash is stored.
    expect(row.confirm_token_hash).toBe(tokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token);

    // The link opens a page that asks: a mail scanner's GET confirms nothing.
    const page = await answer(() =>
      confirmLoader({ request: requestWith(`/newsletter/confirm?token=${token}`), params: {}, context: visitor() }),
    );
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual({ token, state: "pending" });
    expect((await subscriber("okur@example.com")).status).toBe("pending");

    const pressed = await answer(() =>
      confirmAction({
        request: requestWith(`/newsletter/confirm?token=${token}`, { method: "POST", body: new URLSearchParams({ token }) }),
        params: {},
        context: { clientIp: "198.51.100.7", cspNonce: "" } as AppLoadContext,
      }),
    );
    expect(pressed.status).toBe(200);
    expect(await pressed.json()).toEqual({ outcome: "confirmed" });
    const confirmed = await subscriber("okur@example.com");
    expect(confirmed).toMatchObject({ status: "active", consent_ip: "198.51.100.7", consent_text_version: CONSENT_TEXT_VERSION });
    expect(Date.parse(confirmed.confirmed_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(confirmed.consented_at).toBe(confirmed.confirmed_at);
    expect(await confirmSubscription(token, "198.51.100.7")).toBe("already");
  });

  it("answers a new, pending and active address alike, and mails only the new one", async () => {
    await addSubscriber("aktif@example.com", "active");
    const first = await signUp("yeni@example.com");
    const again = await signUp("yeni@example.com");
    const active = await signUp("aktif@example.com");
    for (const reply of [first, again, active]) {
      expect(reply.status).toBe(302);
      expect(reply.toast).toContain(SUBSCRIBE_ANSWER);
    }
    // The repeat within the hour queues no second mail; the active address gets none.
    expect(await outboxFor("yeni@example.com")).toHaveLength(1);
    expect(await outboxFor("aktif@example.com")).toHaveLength(0);
    expect((await subscriber("aktif@example.com")).status).toBe("active");
  });

  it("a pending sign-up asked for again after an hour gets a new link; the old one stops working", async () => {
    await subscribeToNewsletter("tekrar@example.com");
    const oldToken = tokenIn((await outboxFor("tekrar@example.com"))[0].text_body, "/newsletter/confirm");
    vi.useFakeTimers({ now: Date.now() + 2 * 60 * 60 * 1000, toFake: ["Date"] });
    try {
      expect(await subscribeToNewsletter("tekrar@example.com")).toBe("queued");
    } finally {
      vi.useRealTimers();
    }
    const mails = await outboxFor("tekrar@example.com");
    expect(mails).toHaveLength(2);
    expect(await confirmSubscription(oldToken, "192.0.2.1")).toBe("invalid");
    expect(await confirmSubscription(tokenIn(mails[1].text_body, "/newsletter/confirm"), "192.0.2.1")).toBe("confirmed");
  });

  it("an expired or unknown link confirms nothing and answers 400", async () => {
    await subscribeToNewsletter("gec@example.com");
    const token = tokenIn((await outboxFor("gec@example.com"))[0].text_body, "/newsletter/confirm");
    await db()
      .updateTable("newsletter_subscribers")
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", "gec@example.com")
      .execute();
    for (const given of [token, "yanlis", ""]) {
      const page = await answer(() =>
        confirmLoader({ request: requestWith(`/newsletter/confirm?token=${given}`), params: {}, context: visitor() }),
      );
      expect(page.status, given).toBe(400);
    }
    expect((await subscriber("gec@example.com")).status).toBe("pending");
  });

  it("counts a confirmation mail against the mailbox's link allowance shared with the account mails", async () => {
    const { consumeMailLinkAllowance } = await import("~/server/account-limits.server");
    for (let i = 0; i < 3; i += 1) expect((await consumeMailLinkAllowance(`192.0.2.${200 + i}`, "dolu@example.com")).allowed).toBe(true);
    const answered = await signUp("Dolu@example.com");
    expect(answered.status).toBe(302);
    expect(answered.toast).toContain(SUBSCRIBE_ANSWER);
    expect(await outboxFor("dolu@example.com")).toHaveLength(0);
  });

  it("someone who left signs up again through a new confirmation", async () => {
    await addSubscriber("donen@example.com", "unsubscribed");
    expect(await subscribeToNewsletter("donen@example.com")).toBe("queued");
    expect((await subscriber("donen@example.com")).status).toBe("pending");
  });

  it("an invalid address is a 400 with a Turkish message and stores nothing", async () => {
    const response = await answer(() =>
      newsletterAction({
        request: requestWith("/newsletter", { method: "POST", body: new URLSearchParams({ email: "gecersiz" }) }),
        params: {},
        context: visitor(),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      intent: "newsletter",
      result: { error: { email: ["Geçerli bir e-posta adresi girin."] } },
    });
    expect(await db().selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
  });
});
