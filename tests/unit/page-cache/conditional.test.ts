import { describe, expect, it } from "vitest";
import { matchesEtag, pickEncoding } from "../../../http/conditional.mjs";

describe("pickEncoding", () => {
  it("takes Brotli, then gzip, then the plain body, as the browser allows", () => {
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("deflate")).toBe("identity");
    expect(pickEncoding("identity")).toBe("identity");
  });

  it("never sends a coding the client refuses with q=0 (issue 26)", () => {
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("gzip, br; q=0")).toBe("gzip");
    expect(pickEncoding("BR;Q=0")).toBe("identity");
    expect(pickEncoding("br;q=0.000, gzip;q=0")).toBe("identity");
    expect(pickEncoding("gzip;q=0, br")).toBe("br");
    expect(pickEncoding("*;q=0")).toBe("identity");
    expect(pickEncoding("*, br;q=0")).toBe("gzip");
  });

  it("prefers the coding weighed highest, Brotli on a tie, and reads * as any other", () => {
    expect(pickEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0.8, gzip;q=0.8")).toBe("br");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("gzip;q=0.2, *;q=0.5")).toBe("br");
    expect(pickEncoding("br;q=nonsense, gzip")).toBe("gzip");
  });
});

describe("matchesEtag", () => {
  it("compares weakly and takes any of a list, or *", () => {
    expect(matchesEtag('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag("*", 'W/"b"')).toBe(true);
    expect(matchesEtag('"c"', 'W/"b"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"b"')).toBe(false);
  });
});
