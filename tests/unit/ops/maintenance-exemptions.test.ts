import { describe, expect, it } from "vitest";
import { isExemptFromMaintenance } from "~/server/maintenance.server";

describe("maintenance exemptions", () => {
  it.each([
    ["/admin", true],
    ["/admin/users.data", true],
    ["/login", true],
    ["/api/system-info", true],
    ["/build/root-123.js", true],
    ["/", false],
    ["/_root.data", false],
    ["/administrator", false],
    ["/about.data", false],
  ])("%s exempt: %s", (path, exempt) => {
    expect(isExemptFromMaintenance(path)).toBe(exempt);
  });
});
