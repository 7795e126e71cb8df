import { apiAction, apiLoader, type ApiContext } from "~/server/api.server";
import { positiveId } from "~/lib/params";
import { jsonError } from "~/server/http.server";
import { botUpdateSchema } from "~/lib/bots/schema";
import { allBotTrades, apiBot, botEquity, deleteBot, getOwnBot, updateBot } from "~/models/trading-bots.server";

// Another user's bot answers exactly as one that does not exist: which ids are taken is nobody's business.
const notFound = () => jsonError("Bot bulunamadı.", 404);
/** The path's id; anything else is 0, which no row has. */
const botId = (params: ApiContext["params"]) => positiveId(params.id) ?? 0;

/** GET /api/bots/{id}: the bot with every trade and equity point of its current run. */
export const loader = apiLoader(
  async ({ user, params }) => {
    const bot = await getOwnBot(user.id, botId(params));
    if (!bot) return notFound();
    const [trades, equity] = await Promise.all([allBotTrades(bot.id, bot.run), botEquity(bot.id, bot.run)]);
    return Response.json({ bot: apiBot(bot), trades, equity: equity.map(({ time, value }) => ({ time, value })) });
  },
  { access: "user" },
);

/** PUT changes name, status, public, showOwner, or with `reset: true` starts a new run; DELETE removes the bot. */
export const action = apiAction(
  {
    PUT: async ({ user, params, body }) => {
      const id = botId(params);
      const change = await body(botUpdateSchema);
      if (!(await updateBot({ id: user.id, username: user.username }, id, change))) return notFound();
      const bot = await getOwnBot(user.id, id);
      return bot ? Response.json({ bot: apiBot(bot) }) : notFound();
    },
    DELETE: async ({ user, params }) => {
      if (!(await deleteBot({ id: user.id, username: user.username }, botId(params)))) return notFound();
      return Response.json({ success: true });
    },
  },
  { access: "user", reads: true },
);
