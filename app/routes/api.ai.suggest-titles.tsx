import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "~/lib/auth.server";
import { titleSuggestions } from "~/lib/blog-ai";
import { methodNotAllowed } from "~/server/api.server";
import { jsonError, readJson } from "~/lib/http.server";

const suggestSchema = z.object({
  category: z.string({ error: "Kategori gereklidir." }).trim().min(1, "Kategori gereklidir.").max(100, "Kategori çok uzun."),
  seed: z.number().int().nonnegative().optional(),
});

/** Title ideas for a category; another `seed` (or none: a random one) gives another shuffle. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = suggestSchema.safeParse(await readJson(request));
  if (!parsed.success) return jsonError(parsed.error.issues[0]?.message ?? "Geçersiz istek.", 400);
  const seed = parsed.data.seed ?? Math.floor(Math.random() * 2 ** 31);
  return Response.json({ suggestions: titleSuggestions(parsed.data.category, seed), seed });
}
