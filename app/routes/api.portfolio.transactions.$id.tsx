import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/server/auth.server";
import { methodNotAllowed, parseJsonBody } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { positiveId } from "~/lib/params";
import { transactionSchema } from "~/lib/portfolio/schema";
import { deleteTransaction, getTransaction, updateTransaction } from "~/models/portfolio.server";

// Another user's id answers exactly as an id that does not exist: which ids are taken is nobody's business.
const notFound = () => jsonError("İşlem bulunamadı.", 404);

/** GET /api/portfolio/transactions/:id: one of the signed-in user's own transactions. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = positiveId(params.id);
  const transaction = id ? await getTransaction(user.id, id) : null;
  return transaction ? Response.json(transaction) : notFound();
}

/** PUT replaces one of the user's transactions (the whole transaction); DELETE removes it. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") return methodNotAllowed("GET, PUT, DELETE");
  const user = await requireUser(request);
  const id = positiveId(params.id);
  if (!id) return notFound();

  if (request.method === "DELETE") {
    const result = await deleteTransaction(user.id, id);
    if (!result) return notFound();
    return result.ok ? Response.json({ success: true }) : jsonError(result.error, 400);
  }
  const input = await parseJsonBody(request, transactionSchema);
  const result = await updateTransaction(user.id, id, input);
  if (!result) return notFound();
  return result.ok ? Response.json(result.transaction) : jsonError(result.error, 400);
}
