import { describe, expect, it } from "vitest";
import { BODY_MAX_BYTES, BODY_TOO_LARGE, bodyLimitFor, IMPORT_FILE_MAX_BYTES, UPDATE_ARCHIVE_MAX_BYTES } from "~/lib/body-limits";
import { invariantResponse, rowFromParam } from "~/lib/invariant";
import { oneOf, positiveId } from "~/lib/params";

// The request rules shared by loaders and the server, pure (body-limits-module.test.ts checks
// the same limits through the entry module and a request).
describe("body limits", () => {
  it("gives every body 1 MiB and an update archive 100 MiB plus 1 MiB of framing, on its paths and below them", () => {
    expect([BODY_MAX_BYTES, UPDATE_ARCHIVE_MAX_BYTES, IMPORT_FILE_MAX_BYTES]).toEqual([1_048_576, 104_857_600, 524_288]);
    expect(bodyLimitFor("/api/system-update")).toBe(105_906_176);
    expect(bodyLimitFor("/admin/update")).toBe(105_906_176);
    expect(bodyLimitFor("/admin/update/upload")).toBe(105_906_176);
    expect(bodyLimitFor("/admin/updates")).toBe(1_048_576);
    expect(bodyLimitFor("/x/admin/update")).toBe(1_048_576);
    expect(BODY_TOO_LARGE).toBe("İstek gövdesi çok büyük.");
  });
});

describe("refusals for loaders and actions", () => {
  const thrown = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error as Response;
    }
    throw new Error("nothing thrown");
  };

  it("lets a truthy condition through and throws a 404 with the Turkish message otherwise", async () => {
    expect(() => invariantResponse(1, "yok")).not.toThrow();
    const response = thrown(() => invariantResponse(0, "Kayıt bulunamadı."));
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("Kayıt bulunamadı.");
  });

  it("takes another status and extra headers", () => {
    const response = thrown(() => invariantResponse(null, "Yasak.", { status: 403, headers: { "X-Neden": "rol" } }));
    expect(response.status).toBe(403);
    expect(response.headers.get("X-Neden")).toBe("rol");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  });

  it("loads the row a URL names, nothing without an id, and a 404 for a missing row", async () => {
    const rows = new Map([[5, "beş"]]);
    const load = async (id: number) => rows.get(id);
    expect(await rowFromParam("5", load, "Yok.")).toBe("beş");
    expect(await rowFromParam(null, load, "Yok.")).toBeUndefined();
    expect(await rowFromParam("abc", load, "Yok.")).toBeUndefined();
    const missing = await rowFromParam("6", load, "Yok.").catch((error: Response) => error);
    expect((missing as Response).status).toBe(404);
    expect(await (missing as Response).text()).toBe("Yok.");
  });
});

describe("loose parameters", () => {
  it("reads a positive whole number as an id, and nothing else", () => {
    expect(positiveId("7")).toBe(7);
    expect(positiveId(1)).toBe(1);
    for (const value of ["0", "-1", "1.5", "x", "", null, undefined, Number.NaN]) expect(positiveId(value), String(value)).toBeUndefined();
  });

  it("keeps a value only when it is one of those allowed", () => {
    expect(oneOf("b", ["a", "b"] as const)).toBe("b");
    expect(oneOf("c", ["a", "b"] as const)).toBeUndefined();
    expect(oneOf(1, ["1"] as const)).toBeUndefined();
  });
});
