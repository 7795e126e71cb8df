import type { ActionFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth.server";
import { clientIp, jsonError, readJson } from "~/server/http.server";
import { methodNotAllowed } from "~/server/api.server";
import { getAiRuntime } from "~/models/ai.server";
import { blogRequestSchema } from "~/lib/blog/ai-draft";
import { BlogGenerationError, generateBlogPost } from "~/services/ai-blog.server";
import { NOT_CONFIGURED_ERROR } from "~/lib/ai/chat";
import { aiRequestRefusal } from "~/services/ai-chat.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = blogRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) return jsonError(parsed.error.issues[0]?.message ?? "Geçersiz istek.", 400);
  const runtime = await getAiRuntime({ requireEnabled: false });
  if (!runtime) return jsonError(NOT_CONFIGURED_ERROR, 503);
  const refusal = await aiRequestRefusal({ userId: admin.id, ip: clientIp(request, context) });
  if (refusal) return jsonError(refusal, 429);
  try {
    return Response.json(await generateBlogPost(runtime, parsed.data, { signal: request.signal }));
  } catch (error) {
    if (error instanceof BlogGenerationError) return jsonError(`${error.message} ${error.detail}`, 502);
    throw error;
  }
}
