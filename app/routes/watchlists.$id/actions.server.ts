import { parseWithZod } from "@conform-to/zod/v4";
import { formReply } from "~/server/form-reply.server";
import { redirectWithToast } from "~/server/toast.server";
import type { User } from "~/server/auth.server";
import { addCoinSchema } from "~/lib/watchlists/schema";
import { addToWatchlist, removeFromWatchlist } from "~/models/watchlists.server";
import { getMarket } from "~/services/market.server";

const gone = (request: Request) => redirectWithToast(request, "/watchlists", { type: "error", message: "İzleme listesi bulunamadı." });

/** Adds a coin picked from the market, or puts the form back with the Turkish reason. */
export async function addCoin(request: Request, user: User, listId: number, formData: FormData) {
  const submission = parseWithZod(formData, { schema: addCoinSchema });
  if (submission.status !== "success") return formReply("add", submission.reply());
  const known = new Set((await getMarket()).coins.map((coin) => coin.symbol));
  const result = await addToWatchlist(user.id, listId, submission.value.symbol, known);
  if (!result.ok && "notFound" in result) return gone(request);
  if (!result.ok) return formReply("add", submission.reply({ fieldErrors: { symbol: [result.message] } }));
  return redirectWithToast(request, `/watchlists/${listId}`, { type: "success", message: `${submission.value.symbol} listeye eklendi.` });
}

export async function removeCoin(request: Request, user: User, listId: number, formData: FormData) {
  const submission = parseWithZod(formData, { schema: addCoinSchema });
  if (submission.status !== "success") return formReply("remove", submission.reply());
  if (!(await removeFromWatchlist(user.id, listId, submission.value.symbol))) return gone(request);
  const back = `/watchlists/${listId}${pageSearch(formData.get("page"))}`;
  return redirectWithToast(request, back, { type: "success", message: `${submission.value.symbol} listeden çıkarıldı.` });
}

/** Back to the page of rows the coin was removed from. */
function pageSearch(value: FormDataEntryValue | null) {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? `?page=${page}` : "";
}
