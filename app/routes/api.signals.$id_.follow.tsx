import { apiAction, apiNoLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { SIGNAL_FOLLOWS_FULL, followSignal, unfollowSignal } from "~/models/signals.server";

export const loader = apiNoLoader("POST, DELETE");

/** `POST` follows and `DELETE` unfollows, for the signed-in user; both are idempotent. */
export const action = apiAction(
  {
    POST: async ({ user, id }) => {
      const followed = await followSignal(user.id, id());
      if (followed === "full") return jsonError(SIGNAL_FOLLOWS_FULL, 400);
      return followed === "followed" ? Response.json({ following: true }) : jsonError("Sinyal bulunamadı.", 404);
    },
    DELETE: async ({ user, id }) =>
      (await unfollowSignal(user.id, id())) ? Response.json({ following: false }) : jsonError("Sinyal bulunamadı.", 404),
  },
  { access: "user" },
);
