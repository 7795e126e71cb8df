import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/server/auth.server";
import { methodNotAllowed, parseJsonBody } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { transactionSchema } from "~/lib/portfolio/schema";
import { createTransaction, listTransactions } from "~/models/portfolio.server";

/** GET /api/portfolio/transactions: the signed-in user's own transactions, oldest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return Response.json({ transactions: await listTransactions(user.id) });
}

/** POST /api/portfolio/transactions: records one transaction for the signed-in user. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const user = await requireUser(request);
  const input = await parseJsonBody(request, transactionSchema);
  const result = await createTransaction(user.id, input);
  if (!result.ok) return jsonError(result.error, 400);
  return Response.json(result.transaction, { status: 201 });
}
