import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SourceStatus } from "~/components/market/source-status";

const render = (result: Parameters<typeof SourceStatus>[0]["result"]) =>
  renderToString(<SourceStatus result={result} what="Zincir verileri" />).replace(/<!-- -->/g, "");

describe("a section's source status", () => {
  it("labels live data with its time", () => {
    const html = render({ ok: true, source: "live", fetchedAt: "2026-11-23T09:30:00.000Z" });
    expect(html).toContain("Canlı");
    expect(html).toContain("23.11.2026 12:30:00");
    expect(html).not.toContain("Eski veri");
  });

  it("labels the last good answer as stale, with its time, as an alert", () => {
    const html = render({ ok: true, source: "stale", fetchedAt: "2026-11-23T09:30:00.000Z" });
    expect(html).toContain("Eski veri");
    expect(html).toContain('role="alert"');
    expect(html).toContain(
      'Zincir verileri şu anda alınamıyor; <time dateTime="2026-11-23T09:30:00.000Z">23.11.2026 12:30:00</time> tarihli son veriler gösteriliyor.',
    );
  });

  it("says the source's cause in the stale label and in the no-data message", () => {
    const stale = render({ ok: true, source: "stale", fetchedAt: "2026-11-23T09:30:00.000Z", cause: "refused-location" });
    expect(stale).toContain("tarihli son veriler gösteriliyor. Kaynak bölgemizi reddetti (HTTP 451).");
    const none = render({ ok: false, message: "DeFi veri kaynağı 429 durum koduyla yanıt verdi.", cause: "rate-limited" });
    expect(none).toContain(
      "kayıtlı veri yok: DeFi veri kaynağı 429 durum koduyla yanıt verdi. Kaynak istek sınırına takıldık; kaynağın istediği süre dolmadan yeniden sorulmayacak (HTTP 429/418).",
    );
  });

  it("with nothing to show, says why and shows no figures", () => {
    const html = render({ ok: false, message: "DeFi veri kaynağı zamanında yanıt vermedi." });
    expect(html).toContain('data-source="none"');
    expect(html).toContain("Zincir verileri şu anda alınamıyor ve kayıtlı veri yok: DeFi veri kaynağı zamanında yanıt vermedi.");
    expect(html).not.toContain("Canlı");
  });
});
