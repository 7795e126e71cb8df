import { describe, expect, it } from "vitest";
import { createFaq, getFaq, listFaqs, moveFaq, toggleFaq } from "~/models/faq.server";
import { action as faqPageAction } from "~/routes/admin.faq/route";
import { action as faqApiAction } from "~/routes/api.faqs.$id";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, jsonRequest, signIn } from "../../setup/requests";

useTestDatabase();

/** Who the model's writes are recorded for. */
const actor = { id: 1, username: "admin" };

describe("FAQ model", () => {
  it("moves a FAQ by swapping with its neighbour and renumbers from 1", async () => {
    const before = await listFaqs({ includeDisabled: true });
    expect(before.length).toBeGreaterThanOrEqual(3);
    const [first, second] = before;
    expect(await moveFaq(second.id, "up", actor)).toBe(true);
    const after = await listFaqs({ includeDisabled: true });
    expect(after.map((faq) => faq.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(after.map((faq) => faq.sort_order)).toEqual(after.map((_, index) => index + 1));

    // Past the ends nothing moves; an unknown id says so.
    expect(await moveFaq(second.id, "up", actor)).toBe(true);
    expect((await listFaqs({ includeDisabled: true }))[0].id).toBe(second.id);
    expect(await moveFaq(99999, "down", actor)).toBe(false);
  });

  it("toggles between enabled and disabled, hiding it from visitors", async () => {
    const faq = await createFaq({ question: "Gizli mi?", answer: "Evet." }, actor);
    expect((await toggleFaq(faq.id, actor))?.enabled).toBe(0);
    expect((await listFaqs()).some((row) => row.id === faq.id)).toBe(false);
    expect((await toggleFaq(faq.id, actor))?.enabled).toBe(1);
  });
});

describe("/admin/faq actions", () => {
  it("rejects blank question or answer with 'Soru ve cevap alanları gereklidir' and adds at the end", async () => {
    const cookie = await signIn("admin", "admin123");
    const blank = await answer(() =>
      faqPageAction({ request: formRequest("/admin/faq", { intent: "create", question: "  ", answer: "x" }, cookie), params: {}, context }),
    );
    expect(blank.status).toBe(400);
    expect(JSON.stringify(await blank.json())).toContain("Soru ve cevap alanları gereklidir");

    const ok = await answer(() =>
      faqPageAction({
        request: formRequest("/admin/faq", { intent: "create", question: "Yeni soru?", answer: "Yeni cevap." }, cookie),
        params: {},
        context,
      }),
    );
    expect(ok.status).toBe(302);
    const all = await listFaqs({ includeDisabled: true });
    expect(all.at(-1)?.question).toBe("Yeni soru?");
  });
});

describe("FAQ API", () => {
  it("answers 401 and 403 to PUT and DELETE", async () => {
    const userCookie = await signIn("ahmet", "ahmet123");
    const [faq] = await listFaqs();
    const id = String(faq.id);
    for (const [cookie, status] of [
      [undefined, 401],
      [userCookie, 403],
    ] as const) {
      for (const method of ["PUT", "DELETE"]) {
        const response = await answer(() =>
          faqApiAction({ request: jsonRequest(`/api/faqs/${id}`, method, { enabled: 0 }, cookie), params: { id }, context }),
        );
        expect(response.status).toBe(status);
      }
    }
    expect((await getFaq(faq.id))?.enabled).toBe(1);
  });

  it("updates only enabled, validates and answers 404", async () => {
    const cookie = await signIn("admin", "admin123");
    const [faq] = await listFaqs();
    const id = String(faq.id);
    const off = await answer(() =>
      faqApiAction({ request: jsonRequest(`/api/faqs/${id}`, "PUT", { enabled: 0 }, cookie), params: { id }, context }),
    );
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ enabled: 0, question: faq.question });
    const bad = await answer(() =>
      faqApiAction({ request: jsonRequest(`/api/faqs/${id}`, "PUT", { question: "", answer: "a" }, cookie), params: { id }, context }),
    );
    expect(bad.status).toBe(400);
    const missing = await answer(() =>
      faqApiAction({ request: jsonRequest("/api/faqs/9999", "DELETE", {}, cookie), params: { id: "9999" }, context }),
    );
    expect(missing.status).toBe(404);
  });
});
