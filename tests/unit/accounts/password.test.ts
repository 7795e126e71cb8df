import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "~/server/password.server";

describe("password hashing", () => {
  it("stores a salted scrypt hash that verifies only the right password", async () => {
    const hash = await hashPassword("gizli-sifre-123");
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain("gizli-sifre-123");
    expect(await verifyPassword("gizli-sifre-123", hash)).toBe(true);
    expect(await verifyPassword("gizli-sifre-124", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash differently", async () => {
    const [a, b] = await Promise.all([hashPassword("ayni"), hashPassword("ayni")]);
    expect(a).not.toBe(b);
  });

  it("keeps verifying hashes made at another cost", async () => {
    const strong = await hashPassword("eski-sifre", 14);
    expect(strong.split("$")[1]).toBe("14");
    expect(await verifyPassword("eski-sifre", strong)).toBe(true);
  });

  it("rejects malformed stored values instead of throwing", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "scrypt$10$8$1$bad")).toBe(false);
  });
});
