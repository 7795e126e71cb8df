import { describe, expect, it } from "vitest";
import { CHAT_EMPTY_REPLY, CHAT_FAILURE_REPLY, MESSAGE_MAX_LENGTH, NOT_CONFIGURED_ERROR, parseSources } from "~/lib/ai/chat";

// The sources stored with an answer, read back, pure (the chat's tests store them through the API).
describe("an answer's stored sources", () => {
  it("keeps each entry with a title and a site path", () => {
    expect(parseSources('[{"title":"Bitcoin","url":"/research/bitcoin","extra":1},{"title":"SSS","url":"/faq"}]')).toEqual([
      { title: "Bitcoin", url: "/research/bitcoin" },
      { title: "SSS", url: "/faq" },
    ]);
  });

  it("drops an entry that is not an object, lacks a text field, or points off the site", () => {
    expect(
      parseSources(
        JSON.stringify([
          null,
          "x",
          5,
          { title: "A" },
          { url: "/a" },
          { title: 1, url: "/a" },
          { title: "A", url: 1 },
          { title: "Dış", url: "https://evil.example/" },
          { title: "Protokolsüz", url: "//evil.example/" },
          { title: "Göreli", url: "faq" },
          { title: "Kalan", url: "/kalan" },
        ]),
      ),
    ).toEqual([{ title: "Kalan", url: "/kalan" }]);
  });

  it("reads anything but a JSON list as no sources", () => {
    for (const json of ["", "{", "null", '{"title":"A","url":"/a"}', '"x"']) expect(parseSources(json), json).toEqual([]);
  });

  it("says the chat's failures in Turkish and takes questions of up to 4000 characters", () => {
    expect(CHAT_FAILURE_REPLY).toBe("Üzgünüm, şu anda teknik bir sorun yaşıyoruz. Lütfen daha sonra tekrar deneyin.");
    expect(CHAT_EMPTY_REPLY).toBe("Üzgünüm, bir hata oluştu.");
    expect(NOT_CONFIGURED_ERROR).toBe("AI sağlayıcı API anahtarı yapılandırılmamış.");
    expect(MESSAGE_MAX_LENGTH).toBe(4000);
  });
});
