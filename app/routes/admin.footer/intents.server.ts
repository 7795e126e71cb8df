import type { ActionFunctionArgs } from "@remix-run/node";
import { footerListTabs } from "./forms";
import { handleIntents, saveIntent } from "~/server/admin-form.server";
import { footerInfoSchema } from "~/lib/site/content-schemas";
import { listIntents } from "~/server/list-intents.server";
import { footerLists, saveFooterInfo } from "~/models/footer.server";
import { footerTabPath } from "./tabs";

/** Every form of the footer screen's tabs posts here. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleIntents(request, {
    "save-info": saveIntent(footerInfoSchema, saveFooterInfo, { to: footerTabPath.info, message: "Şirket bilgileri kaydedildi." }),
    ...listIntents(footerLists.links, footerListTabs.links, "Link kaydedildi."),
    ...listIntents(footerLists.social, footerListTabs.social, "Sosyal medya linki kaydedildi."),
    ...listIntents(footerLists.headers, footerListTabs.headers, "Sütun başlığı kaydedildi."),
  });
