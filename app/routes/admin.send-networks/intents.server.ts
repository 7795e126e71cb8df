import type { ActionFunctionArgs } from "@remix-run/node";
import { sendNetworkFormSchema } from "~/lib/chain/send-networks-form";
import { formId, handleIntents, notFound, saveIntent, type IntentArgs } from "~/server/admin-form.server";
import { redirectWithToast } from "~/server/toast.server";
import { deleteSendNetwork, saveSendNetwork } from "~/models/send-networks.server";

const PAGE = "/admin/send-networks";

const save = saveIntent(sendNetworkFormSchema, (value, admin) => saveSendNetwork(value, admin), {
  to: PAGE,
  message: "Ağ bilgisi kaydedildi",
});

async function remove({ request, formData, admin }: IntentArgs) {
  if (!(await deleteSendNetwork(formId(formData), admin))) notFound("Kayıt bulunamadı.");
  return redirectWithToast(request, PAGE, { type: "success", message: "Ağ bilgisi silindi" });
}

export const action = ({ request }: ActionFunctionArgs) => handleIntents(request, { save, delete: remove });
