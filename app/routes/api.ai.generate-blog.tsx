import { clientKey, jsonError } from "~/server/http.server";
import { actorOf, apiAction } from "~/server/api.server";
import { getAiRuntime } from "~/models/ai.server";
import { blogRequestSchema } from "~/lib/blog/ai-draft";
import { BlogGenerationError, generateBlogPost } from "~/services/ai-blog.server";
import { NOT_CONFIGURED_ERROR } from "~/lib/ai/chat";
import { aiRequestRefusal } from "~/services/ai-chat.server";

export const action = apiAction({
  POST: async ({ request, context, body, user }) => {
    const input = await body(blogRequestSchema, { fieldInMessage: false });
    const runtime = await getAiRuntime({ requireEnabled: false });
    if (!runtime) return jsonError(NOT_CONFIGURED_ERROR, 503);
    const refusal = await aiRequestRefusal({ userId: actorOf(user).id, ip: clientKey(request, context) });
    if (refusal) return jsonError(refusal, 429);
    try {
      return Response.json(await generateBlogPost(runtime, input, { signal: request.signal }));
    } catch (error) {
      if (error instanceof BlogGenerationError) return jsonError(`${error.message} ${error.detail}`, 502);
      throw error;
    }
  },
});
