import { apiAction, apiLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { createWatchlistSchema } from "~/lib/watchlists/schema";
import { createWatchlist, listWatchlists } from "~/models/watchlists.server";

/** GET /api/watchlists: the signed-in user's own lists, the default ("Favorilerim") first. */
export const loader = apiLoader(async ({ user }) => Response.json({ watchlists: await listWatchlists(user.id) }), { access: "user" });

/** POST /api/watchlists {name}: a new, empty list. */
export const action = apiAction(
  {
    POST: async ({ user, body }) => {
      const { name } = await body(createWatchlistSchema);
      const result = await createWatchlist(user.id, name);
      return result.ok ? Response.json(result.value, { status: 201 }) : jsonError(result.message, 400);
    },
  },
  { access: "user", reads: true },
);
