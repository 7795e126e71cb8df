import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { MarketHeader } from "~/components/market/market-header";
import type { MarketSource } from "~/lib/market/analysis";

/** Server-renders the header inside a router, as the page does before any JavaScript runs. */
async function render(source: MarketSource) {
  const routes = [{ path: "/crypto-analysis", element: <MarketHeader updatedAt="2026-11-22T09:30:00.000Z" source={source} /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/crypto-analysis?coin=BTCUSDT"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />).replace(
    /<!-- -->/g,
    "",
  );
}

describe("market header", () => {
  it("labels live data and offers a refresh link that keeps the selection", async () => {
    const html = await render("live");
    expect(html).toContain("Canlı");
    expect(html).toContain('Son güncelleme: <time dateTime="2026-11-22T09:30:00.000Z">22.11.2026 12:30:00</time>');
    expect(html).toMatch(/<a[^>]+href="\/crypto-analysis\?coin=BTCUSDT"[^>]*>.*Yenile<\/a>/);
    expect(html).not.toContain("Örnek veri");
  });

  it("labels demo data 'Örnek veri' and says it is not a real price", async () => {
    const html = await render("demo");
    expect(html).toContain("Örnek veri");
    expect(html).toContain("Gösterilen rakamlar örnek veridir, gerçek fiyat değildir.");
  });

  it("shows a stale notice with the snapshot's time", async () => {
    const html = await render("stale");
    expect(html).toContain("Eski veri");
    expect(html).toContain(
      'Piyasa verileri şu anda alınamıyor; <time dateTime="2026-11-22T09:30:00.000Z">22.11.2026 12:30:00</time> tarihli son veriler gösteriliyor.',
    );
  });
});
