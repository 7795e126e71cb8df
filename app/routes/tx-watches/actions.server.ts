import { parseWithZod } from "@conform-to/zod/v4";
import { TxWatchSchema } from "~/lib/chain/tx-watch";
import { positiveId } from "~/lib/params";
import { createTxWatch, deleteTxWatch } from "~/models/tx-watches.server";
import type { UserIntentArgs } from "~/server/intents.server";
import { formReply, refusalErrors } from "~/server/form-reply.server";
import { redirectWithToast } from "~/server/toast.server";

const PAGE = "/tx-watches";

/** Starts a watch (from this page or the explorer's transaction view), or puts the form back with the reason. */
export async function addWatch({ request, user, formData }: UserIntentArgs) {
  const submission = parseWithZod(formData, { schema: TxWatchSchema });
  if (submission.status !== "success") return formReply("create", submission.reply());
  const result = await createTxWatch(user.id, submission.value);
  if (!result.ok) return formReply("create", submission.reply(refusalErrors(result)));
  return redirectWithToast(request, PAGE, {
    type: "success",
    message: `İşlem ${submission.value.target} onaya ulaşınca Bildirimlerim'e haber verilecek.`,
  });
}

export async function removeWatch({ request, user, formData }: UserIntentArgs) {
  const id = positiveId(formData.get("id"));
  const deleted = id ? await deleteTxWatch(user.id, id) : false;
  return redirectWithToast(
    request,
    PAGE,
    deleted ? { type: "success", message: "İzleme silindi." } : { type: "error", message: "İzleme bulunamadı." },
  );
}
