import { expect, test } from "../setup/fixtures";
import { refusedLocation } from "../fakes/real-world";

// When the exchange refuses our region (HTTP 451) and no fallback host is set, the market pages
// keep the last good figures, labelled stale, and say why in the source core's words.
test("a market page says the exchange refused our region", { tag: "@no-js-only" }, async ({ page, server }) => {
  // A good answer first: in a fresh worker the ticker may not have answered yet, and with nothing
  // stored the page would rightly show sample data instead of the last good figures.
  await expect(async () => {
    await page.goto("/market-data");
    await expect(page.getByTestId("data-source").getByText("Canlı")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  try {
    server.ticker.setRefusal(refusedLocation);
    await expect(async () => {
      await page.goto("/market-data");
      await expect(page.getByText("Kaynak bölgemizi reddetti (HTTP 451).")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId("data-source").getByText("Eski veri")).toBeVisible();
  } finally {
    server.ticker.setRefusal(null);
  }
  await expect(async () => {
    await page.goto("/market-data");
    await expect(page.getByTestId("data-source").getByText("Canlı")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText("Kaynak bölgemizi reddetti")).toHaveCount(0);
});
