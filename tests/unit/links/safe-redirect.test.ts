import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/redirect";

describe("safeRedirect", () => {
  it.each([
    ["/admin/users?x=1", "/admin/users?x=1"],
    ["/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["/ok\nSet-Cookie: x", "/"],
    [null, "/"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
