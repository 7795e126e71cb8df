import { afterAll, beforeAll, beforeEach } from "vitest";
import { updateAiSettings } from "~/models/ai.server";
import { DEFAULT_SYSTEM_PROMPT } from "~/lib/site/defaults";
import { resetEnv } from "~/server/env.server";
import { resetMarketCache } from "~/services/market.server";
import { startFakeOpenAi, type FakeOpenAi } from "../../fakes/openai-server";
import { useFakeTicker } from "../../setup/fake-ticker";

export const TEST_KEY = "sk-test-SECRETKEY-1234567890-abcd";

/** A fake provider for the whole file, reset before each test. */
export function useFakeOpenAi() {
  const holder: { fake: FakeOpenAi } = {} as { fake: FakeOpenAi };
  beforeAll(async () => {
    holder.fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await holder.fake.close();
  });
  beforeEach(() => holder.fake.reset());
  return holder;
}

/**
 * A fake exchange for the whole file; before each test the app reads its market from it afresh.
 * Call after useTestDatabase(), so the market is reset after the test's own database is in place.
 */
export function useFakeMarket() {
  const ticker = useFakeTicker();
  beforeEach(() => {
    resetEnv();
    resetMarketCache();
  });
  return { ticker };
}

export async function configureProvider(baseUrl: string, overrides: Partial<Parameters<typeof updateAiSettings>[0]> = {}) {
  await updateAiSettings(
    {
      api_key: TEST_KEY,
      base_url: baseUrl,
      model: "gpt-4o-mini",
      max_tokens: 500,
      temperature: 0.3,
      top_p: 0.9,
      frequency_penalty: 0.5,
      system_prompt: DEFAULT_SYSTEM_PROMPT,
      enabled: true,
      ...overrides,
    },
    null,
  );
}

/** Reads a server-sent event body into its JSON events. */
export async function readEvents(response: Response) {
  const text = await response.text();
  return text
    .split("\n\n")
    .filter((block) => block.startsWith("data: "))
    .map((block) => JSON.parse(block.slice(6)) as { type: string; text?: string; message?: string; id?: number });
}
