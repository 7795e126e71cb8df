import { describe, expect, it } from "vitest";
import { googleServicesInUse, imageOrigins, imageSourcesOfContent, imageSourcesOfHtml, originOf } from "~/lib/site/csp-sources";

// What the Content-Security-Policy allows beyond the site itself, pure (the header is in headers.test.ts).
describe("the policy's outside sources", () => {
  it("counts a Google service only when it is switched on and has its id", () => {
    const off = {
      analytics_enabled: 0,
      analytics_id: "",
      tag_manager_enabled: 0,
      tag_manager_id: "",
      adsense_enabled: 0,
      adsense_publisher_id: "",
    };
    expect(googleServicesInUse(off)).toEqual({ analytics: false, tagManager: false, ads: false });
    expect(
      googleServicesInUse({ ...off, analytics_enabled: 1, analytics_id: "G-1", tag_manager_enabled: 1, adsense_publisher_id: "ca-pub-1" }),
    ).toEqual({
      analytics: true,
      tagManager: false,
      ads: false,
    });
    expect(
      googleServicesInUse({
        ...off,
        tag_manager_enabled: 1,
        tag_manager_id: "GTM-1",
        adsense_enabled: 1,
        adsense_publisher_id: "ca-pub-1",
      }),
    ).toEqual({
      analytics: false,
      tagManager: true,
      ads: true,
    });
  });

  it("takes the origin of an http(s) address only", () => {
    expect(originOf(" https://img.example/a/b.png?x=1 ")).toBe("https://img.example");
    expect(originOf("/uploads/a.png")).toBeNull();
    expect(originOf("javascript:alert(1)")).toBeNull();
    expect(originOf(42)).toBeNull();
  });

  it("finds every image in HTML and in a home section's content at any depth, and none in broken JSON", () => {
    expect(
      imageSourcesOfHtml(
        `<p><img alt="a" src="https://a.example/1.png"><IMG class='x' src = 'https://b.example/2.png'></p><imgx src="no">`,
      ),
    ).toEqual(["https://a.example/1.png", "https://b.example/2.png"]);
    expect(
      imageSourcesOfContent(
        JSON.stringify({
          image: "https://a.example/1.png",
          items: [{ avatar: "https://b.example/2.png", title: "https://c.example" }],
          hero: { backgroundImage: "/x.png", image: 5 },
        }),
      ),
    ).toEqual(["https://a.example/1.png", "https://b.example/2.png", "/x.png"]);
    expect(imageSourcesOfContent("{not json")).toEqual([]);
  });

  it("lists each origin once, sorted", () => {
    expect(
      imageOrigins(["https://b.example/1.png", null, "https://a.example/x", undefined, "https://b.example/2.png", "/local.png"]),
    ).toEqual(["https://a.example", "https://b.example"]);
  });
});
