import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { notFound, refused } from "~/models/refusal.server";
import { refusalErrors } from "~/server/form-reply.server";
import { refusalStatus } from "~/server/http.server";

const MODELS = path.resolve(__dirname, "../../../app/models");

describe("a model's refusal, one way (decision 008)", () => {
  it("answers a refused write under its field or above the form, and a missing row as a 404", () => {
    const taken = refused("Bu kısa ad zaten kullanılıyor.", "slug");
    expect(taken).toEqual({ ok: false, message: "Bu kısa ad zaten kullanılıyor.", field: "slug" });
    expect(refusalErrors(taken)).toEqual({ fieldErrors: { slug: ["Bu kısa ad zaten kullanılıyor."] } });
    expect(refusalStatus(taken)).toBe(400);

    const full = refused("En fazla 20 izleme listesi oluşturabilirsiniz.");
    expect(full).toEqual({ ok: false, message: "En fazla 20 izleme listesi oluşturabilirsiniz." });
    expect(refusalErrors(full)).toEqual({ formErrors: ["En fazla 20 izleme listesi oluşturabilirsiniz."] });
    expect(refusalStatus(full)).toBe(400);

    const gone = notFound("Alarm bulunamadı.");
    expect(gone).toEqual({ ok: false, notFound: true, message: "Alarm bulunamadı." });
    expect(refusalStatus(gone)).toBe(404);
  });

  it("is spelled the same in every model: a message, never an `error` or a `reason`", () => {
    const files = readdirSync(MODELS).filter((name) => name.endsWith(".server.ts"));
    const offenders = files.filter((name) =>
      /ok: false(?: as const)?[,;]\s*(?:notFound: true(?: as const)?[,;]\s*)?(?:error|reason)\b/.test(
        readFileSync(path.join(MODELS, name), "utf8"),
      ),
    );
    expect(files.length).toBeGreaterThan(40);
    expect(offenders).toEqual([]);
  });
});
