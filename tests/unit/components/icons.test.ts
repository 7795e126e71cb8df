import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconFile, iconPath, listedIcons } from "../../../scripts/icons.mjs";

type Variant = "outline" | "solid";
const listed = listedIcons() as Record<Variant, string[]>;

describe("each icon is its own SVG file", () => {
  it.each((Object.keys(listed) as Variant[]).flatMap((variant) => listed[variant].map((name) => [variant, name])))(
    "%s/%s exists and matches the heroicon (npm run icons rewrites it)",
    (variant, name) => {
      const file = iconPath(variant, name) as string;
      expect(fs.existsSync(file), `${file} is missing: run npm run icons`).toBe(true);
      expect(fs.readFileSync(file, "utf8")).toBe(iconFile(variant, name));
    },
  );

  it("no file is left over from an icon no longer listed", () => {
    for (const variant of Object.keys(listed) as Variant[]) {
      const dir = path.dirname(iconPath(variant, "x") as string);
      expect(fs.readdirSync(dir).sort()).toEqual(listed[variant].map((name) => `${name}.svg`).sort());
    }
  });
});
