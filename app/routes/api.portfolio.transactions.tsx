import { apiAction, apiLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { transactionSchema } from "~/lib/portfolio/schema";
import { createTransaction, listTransactions } from "~/models/portfolio.server";

/** GET /api/portfolio/transactions: the signed-in user's own transactions, oldest first. */
export const loader = apiLoader(async ({ user }) => Response.json({ transactions: await listTransactions(user.id) }), { access: "user" });

/** POST /api/portfolio/transactions: records one transaction for the signed-in user. */
export const action = apiAction(
  {
    POST: async ({ user, body }) => {
      const result = await createTransaction(user.id, await body(transactionSchema));
      if (!result.ok) return jsonError(result.message, 400);
      return Response.json(result.transaction, { status: 201 });
    },
  },
  { access: "user", reads: true },
);
