import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SPRITE_PATH, listedIcons, spriteFile } from "../../../scripts/icons.mjs";

const listed = listedIcons() as Record<"outline" | "solid", string[]>;

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
