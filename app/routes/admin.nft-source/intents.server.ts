import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { handleIntents, type IntentArgs } from "~/server/admin-form.server";
import { formReply } from "~/server/form-reply.server";
import { nftSourceSchema } from "~/lib/nft/source";
import { redirectWithToast } from "~/server/toast.server";
import { deleteNftKey, NftSourceRuleError, saveNftSource } from "~/models/nft-source.server";

export const NFT_SOURCE_PATH = "/admin/nft-source";

async function save({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: nftSourceSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply({ hideFields: ["api_key"] }));
  try {
    await saveNftSource(submission.value, admin);
  } catch (error) {
    if (!(error instanceof NftSourceRuleError)) throw error;
    return formReply(intent, submission.reply({ hideFields: ["api_key"], fieldErrors: { [error.field]: [error.message] } }));
  }
  return redirectWithToast(request, NFT_SOURCE_PATH, { type: "success", message: "NFT veri kaynağı kaydedildi." });
}

async function removeKey({ request, admin }: IntentArgs) {
  await deleteNftKey(admin);
  return redirectWithToast(request, NFT_SOURCE_PATH, { type: "success", message: "API anahtarı silindi." });
}

export const action = ({ request }: ActionFunctionArgs) => handleIntents(request, { "save-nft-source": save, "delete-nft-key": removeKey });
