import { apiAction, apiLoader, type ApiContext } from "~/server/api.server";
import { positiveId } from "~/lib/params";
import { jsonError, refusalStatus } from "~/server/http.server";
import { transactionSchema } from "~/lib/portfolio/schema";
import { deleteTransaction, getTransaction, updateTransaction } from "~/models/portfolio.server";

// Another user's id, or no id at all, answers exactly as an id that does not exist: which ids are taken is nobody's business.
const notFound = () => jsonError("İşlem bulunamadı.", 404);
/** The path's id; anything else is 0, which no row has. */
const transactionId = (params: ApiContext["params"]) => positiveId(params.id) ?? 0;

/** GET /api/portfolio/transactions/:id: one of the signed-in user's own transactions. */
export const loader = apiLoader(
  async ({ user, params }) => {
    const transaction = await getTransaction(user.id, transactionId(params));
    return transaction ? Response.json(transaction) : notFound();
  },
  { access: "user" },
);

/** PUT replaces one of the user's transactions (the whole transaction); DELETE removes it. */
export const action = apiAction(
  {
    PUT: async ({ user, params, body }) => {
      // The id first: a transaction that is not the user's is a 404 whatever the body says.
      const id = transactionId(params);
      if (!(await getTransaction(user.id, id))) return notFound();
      const result = await updateTransaction(user.id, id, await body(transactionSchema));
      return result.ok ? Response.json(result.transaction) : jsonError(result.message, refusalStatus(result));
    },
    DELETE: async ({ user, params }) => {
      const result = await deleteTransaction(user.id, transactionId(params));
      return result.ok ? Response.json({ success: true }) : jsonError(result.message, refusalStatus(result));
    },
  },
  { access: "user", reads: true },
);
