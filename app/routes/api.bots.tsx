import { apiAction, apiLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { botApiSchema, botParams } from "~/lib/bots/schema";
import { apiBot, getOwnBot, listUserBots } from "~/models/trading-bots.server";
import { createBotFor } from "~/services/bots.server";

/** GET /api/bots: the signed-in user's own bots. */
export const loader = apiLoader(async ({ user }) => Response.json({ bots: (await listUserBots(user.id)).map(apiBot) }), { access: "user" });

/** POST /api/bots: a new bot (the contract's shape); 201 with the bot. */
export const action = apiAction(
  {
    POST: async ({ user, body }) => {
      const input = await body(botApiSchema);
      const params = botParams({ strategy: input.strategy, budget: input.budget, ...input.params });
      if (!params.ok) return jsonError(params.issue.message, 400);
      const created = await createBotFor(
        { id: user.id, username: user.username },
        { name: input.name, coins: { symbols: input.symbols }, budget: input.budget, bot: params.value, public: input.public },
      );
      if (!created.ok) return jsonError(created.message, 400);
      const bot = await getOwnBot(user.id, created.id);
      return Response.json({ bot: bot && apiBot(bot) }, { status: 201 });
    },
  },
  { access: "user", reads: true },
);
