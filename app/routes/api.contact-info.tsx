import { contactInfoSchema } from "~/lib/contact/inbox";
import { getContactInfo, saveContactInfo } from "~/models/contact.server";
import { actorOf, apiAction, apiLoader } from "~/server/api.server";

/** GET /api/contact-info: the public contact card. */
export const loader = apiLoader(async () => Response.json(await getContactInfo()), { access: "public" });

/** PUT /api/contact-info: replaces the contact card (admins); answers with what was saved. */
export const action = apiAction(
  { PUT: async ({ body, user }) => Response.json(await saveContactInfo(await body(contactInfoSchema), actorOf(user))) },
  { reads: true },
);
