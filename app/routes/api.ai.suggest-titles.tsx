import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "~/server/auth.server";
import { methodNotAllowed } from "~/server/api.server";
import { jsonError, readJson } from "~/server/http.server";
import { suggestTitles } from "~/services/ai-blog.server";

const suggestSchema = z.object({
  category: z.string({ error: "Kategori gereklidir." }).trim().min(1, "Kategori gereklidir.").max(100, "Kategori çok uzun."),
  seed: z.number().int().nonnegative().optional(),
});

/**
 * Title ideas for a category, from the AI provider when one is configured (else the
 * built-in list); another `seed` (or none: a random one) gives another round.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = suggestSchema.safeParse(await readJson(request));
  if (!parsed.success) return jsonError(parsed.error.issues[0]?.message ?? "Geçersiz istek.", 400);
  const seed = parsed.data.seed ?? Math.floor(Math.random() * 2 ** 31);
  const { suggestions, source } = await suggestTitles(parsed.data.category, seed, { signal: request.signal, timeoutMs: 20_000 });
  return Response.json({ suggestions, source, seed });
}
