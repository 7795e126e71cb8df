import type { ActionFunctionArgs } from "@remix-run/node";
import { handleIntents, saveIntent, type IntentArgs } from "~/server/admin-form.server";
import { nftSourceSchema } from "~/lib/nft/source";
import { redirectWithToast } from "~/server/toast.server";
import { deleteNftKey, saveNftSource } from "~/models/nft-source.server";

export const NFT_SOURCE_PATH = "/admin/nft-source";

const save = saveIntent(nftSourceSchema, saveNftSource, {
  to: NFT_SOURCE_PATH,
  message: "NFT veri kaynağı kaydedildi.",
  hideFields: ["api_key"],
});

async function removeKey({ request, admin }: IntentArgs) {
  await deleteNftKey(admin);
  return redirectWithToast(request, NFT_SOURCE_PATH, { type: "success", message: "API anahtarı silindi." });
}

export const action = ({ request }: ActionFunctionArgs) => handleIntents(request, { "save-nft-source": save, "delete-nft-key": removeKey });
