import { actorOf, apiAction, apiNoLoader } from "~/server/api.server";
import { sendWeeklyDigest } from "~/models/newsletter-digest.server";

export const loader = apiNoLoader("POST");

/**
 * `POST /api/newsletter/digest` (admin): queues this week's digest for every active
 * subscriber now → `{ queued, week, alreadySent }`. A week is sent once: a second call
 * in the same week (or after the schedule sent it) queues nothing and says so.
 */
export const action = apiAction({
  POST: async ({ user }) => Response.json(await sendWeeklyDigest({ actor: actorOf(user) })),
});
