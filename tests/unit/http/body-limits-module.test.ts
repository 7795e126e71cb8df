import { describe, expect, it } from "vitest";
import { BODY_MAX_BYTES, BODY_TOO_LARGE, UPDATE_ARCHIVE_MAX_BYTES, bodyLimitFor } from "~/lib/body-limits";
import * as entry from "~/entry.server";
import { readJson } from "~/server/http.server";
import { answer } from "../../setup/requests";

describe("one module owns the body limits", () => {
  it("gives forms and JSON 1 MiB, and the archive uploads the archive's limit and its framing", () => {
    expect(bodyLimitFor("/newsletter")).toBe(1024 * 1024);
    expect(bodyLimitFor("/api/ai/chat")).toBe(BODY_MAX_BYTES);
    for (const path of ["/admin/update", "/api/system-update"]) {
      expect(bodyLimitFor(path)).toBeGreaterThan(UPDATE_ARCHIVE_MAX_BYTES);
      expect(bodyLimitFor(path)).toBeLessThanOrEqual(UPDATE_ARCHIVE_MAX_BYTES + 1024 * 1024);
    }
  });

  it("does not widen the limit for a path that only starts like an upload path", () => {
    expect(bodyLimitFor("/admin/updates")).toBe(BODY_MAX_BYTES);
    expect(bodyLimitFor("/api/system-update-log")).toBe(BODY_MAX_BYTES);
  });

  it("is what the Node server reads through the build's entry module", () => {
    expect(entry.bodyLimitFor).toBe(bodyLimitFor);
    expect(entry.BODY_TOO_LARGE).toBe(BODY_TOO_LARGE);
  });

  it("answers a JSON body one byte over the limit with 413 and the Turkish message, as the server does", async () => {
    const body = `"${"a".repeat(BODY_MAX_BYTES - 1)}"`;
    const request = new Request("http://localhost/api/ai/chat", { method: "POST", body, headers: { "Content-Type": "application/json" } });
    const response = await answer(() => readJson(request));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "İstek gövdesi çok büyük." });
  });

  it("reads a JSON body of exactly the limit", async () => {
    const body = `"${"a".repeat(BODY_MAX_BYTES - 2)}"`;
    const request = new Request("http://localhost/api/ai/chat", { method: "POST", body });
    expect(((await readJson(request)) as string).length).toBe(BODY_MAX_BYTES - 2);
  });
});
