import { unsetNftSource } from "../setup/factories";
import { expect, test } from "../setup/fixtures";

// A worker of its own whose DeFi and CoinGecko fakes answer 429 with Retry-After from the server's
// first call: nothing is ever stored, and the pages say why there are no figures, in the source
// core's words. The keyless NFT reader, rate-limited, asks once and then waits.
test.use({ fakeModes: { defi: "rate-limited", coingecko: "rate-limited" } });

const RATE_LIMITED = "Kaynak istek sınırına takıldık; kaynağın istediği süre dolmadan yeniden sorulmayacak (HTTP 429/418).";

test("the DeFi page says the source rate-limited us", async ({ page }) => {
  const response = await page.goto("/defi-analytics");
  expect(response?.status()).toBe(200);
  for (const section of ["history-source", "chains-source", "protocols-source"]) {
    await expect(page.getByTestId(section)).toHaveAttribute("data-source", "none");
    await expect(page.getByTestId(section)).toContainText(RATE_LIMITED);
  }
  await expect(page.getByTestId("tvl-total")).toHaveCount(0);
});

test("the NFT page says CoinGecko rate-limited us, and the reader asked only once", async ({ page, server }) => {
  await unsetNftSource();
  await expect(async () => {
    await page.goto("/nft-analytics");
    await expect(page.getByTestId("nft-public-pending")).toContainText(RATE_LIMITED, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId("nft-public-pending")).toContainText("henüz alınamadı");
  await expect(page.getByTestId("collections-table")).toHaveCount(0);
  // The reader steps every 20 ms in tests; while the core holds CoinGecko back (5 min) it asks nothing more.
  await page.waitForTimeout(500);
  expect(server.coingecko.paths()).toHaveLength(1);
});
