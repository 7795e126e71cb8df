import { describe, expect, it } from "vitest";
import { readSourceCause, sourceCauseText } from "~/lib/outside/source-cause";
import { hasNoFragment, isPlainBaseUrl } from "~/lib/outside/url-rules";

// The outside sources' pure rules: a stored cause read back, and the admin's URLs checked at save.
describe("a source's last cause", () => {
  it("reads back every known cause and tells it in Turkish", () => {
    expect(readSourceCause("timeout")).toBe("timeout");
    expect(readSourceCause("refused-location")).toBe("refused-location");
    expect(sourceCauseText("timeout")).toBe("Kaynak zamanında yanıt vermedi.");
    expect(sourceCauseText("refused-location")).toContain("HTTP 451");
  });

  it("reads an unknown, empty or missing cause as none", () => {
    expect(readSourceCause("lost")).toBeNull();
    expect(readSourceCause("")).toBeNull();
    expect(readSourceCause(null)).toBeNull();
    // An inherited property of the texts' object is no cause either.
    expect(readSourceCause("toString")).toBeNull();
  });
});

describe("an outside source's URL as an admin saves it", () => {
  it("takes a base URL with neither a query nor a fragment", () => {
    expect(isPlainBaseUrl("https://api.example.com/v1")).toBe(true);
    for (const url of ["https://api.example.com/v1?", "https://api.example.com/v1?x=", "https://api.example.com/v1#", "https://h/#a?b"]) {
      expect(isPlainBaseUrl(url)).toBe(false);
    }
  });

  it("takes a feed URL with a query but not with a fragment", () => {
    expect(hasNoFragment("https://example.com/?feed=rss2")).toBe(true);
    expect(hasNoFragment("https://example.com/feed#")).toBe(false);
    expect(hasNoFragment("https://example.com/feed#top")).toBe(false);
  });
});
