import { z } from "~/lib/zod";
import { apiAction } from "~/server/api.server";
import { suggestTitles } from "~/services/ai-blog.server";

const suggestSchema = z.object({
  category: z.string({ error: "Kategori gereklidir." }).trim().min(1, "Kategori gereklidir.").max(100, "Kategori çok uzun."),
  seed: z.number().int().nonnegative().optional(),
});

/**
 * Title ideas for a category, from the AI provider when one is configured (else the
 * built-in list); another `seed` (or none: a random one) gives another round.
 */
export const action = apiAction({
  POST: async ({ request, body }) => {
    const { category, seed = Math.floor(Math.random() * 2 ** 31) } = await body(suggestSchema, { fieldInMessage: false });
    const { suggestions, source } = await suggestTitles(category, seed, { signal: request.signal, timeoutMs: 20_000 });
    return Response.json({ suggestions, source, seed });
  },
});
