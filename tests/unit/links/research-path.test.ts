import { expect, test } from "vitest";
import { researchPath } from "~/lib/research/paths";

test("a coin's research page is under /crypto-research with its symbol in lower case", () => {
  expect(researchPath("BTC")).toBe("/crypto-research/btc");
  expect(researchPath("Eth")).toBe("/crypto-research/eth");
});
