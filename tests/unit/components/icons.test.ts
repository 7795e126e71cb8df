import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ADMIN_SPRITE_PATH, SPRITE_PATH, adminSpriteFile, listedIcons, spriteFile } from "../../../scripts/icons.mjs";

const listed = listedIcons() as Record<"outline" | "solid" | "admin", string[]>;

describe("every icon is a symbol of the one sprite", () => {
  const sprite = fs.readFileSync(SPRITE_PATH as string, "utf8");

  it("public/icons/sprite.svg is what the heroicons and the social marks give (npm run icons rewrites it)", () => {
    expect(sprite).toBe(spriteFile());
  });

  it.each([
    ...listed.outline.map((name) => `outline-${name}`),
    ...listed.solid.map((name) => `solid-${name}`),
    ...["x", "telegram", "youtube", "facebook", "instagram", "linkedin"].map((mark) => `social-${mark}`),
  ])("holds %s, which the icon components draw", (id) => {
    expect(sprite).toContain(`<symbol id="${id}"`);
  });
});

describe("the icons only admin screens draw are a sprite of their own", () => {
  const sprite = fs.readFileSync(SPRITE_PATH as string, "utf8");
  const adminSprite = fs.readFileSync(ADMIN_SPRITE_PATH as string, "utf8");

  it("public/icons/admin-sprite.svg is what the heroicons give (npm run icons rewrites it)", () => {
    expect(adminSprite).toBe(adminSpriteFile());
  });

  it.each(listed.admin.map((name) => `outline-${name}`))("%s is in the admin sprite and not in the one every page loads", (id) => {
    expect(adminSprite).toContain(`<symbol id="${id}"`);
    expect(sprite).not.toContain(`<symbol id="${id}"`);
  });

  it("no public page's code names an admin-only icon", () => {
    const admin = new Set(listed.admin);
    const publicFiles = fs
      .readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes("admin") && !file.endsWith("icon-names.ts"));
    expect(publicFiles.length).toBeGreaterThan(100);
    const named = publicFiles.flatMap((file) =>
      [...fs.readFileSync(`app/${file}`, "utf8").matchAll(/"(\w+Icon)"/g)].filter((m) => admin.has(m[1])).map((m) => `${file}: ${m[1]}`),
    );
    expect(named).toEqual([]);
  });
});
