import type { ActionFunctionArgs } from "@remix-run/node";
import { aboutListTabs } from "./forms";
import { handleIntents, saveIntent } from "~/server/admin-form.server";
import { aboutInfoSchema, aboutValuesImageSchema } from "~/lib/site/content-schemas";
import { listIntents } from "~/server/list-intents.server";
import { aboutLists, saveAboutInfo, saveAboutValuesImage } from "~/models/about.server";
import { aboutTabPath } from "./tabs";

/** Every form of the about screen's tabs posts here. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleIntents(request, {
    "save-info": saveIntent(aboutInfoSchema, saveAboutInfo, { to: aboutTabPath.info, message: "Genel bilgiler kaydedildi." }),
    "save-values-image": saveIntent(aboutValuesImageSchema, (value, admin) => saveAboutValuesImage(value.values_image, admin), {
      to: aboutTabPath.values,
      message: "Değerler görseli kaydedildi.",
    }),
    ...listIntents(aboutLists.values, aboutListTabs.values, "Değer kaydedildi."),
    ...listIntents(aboutLists.team, aboutListTabs.team, "Ekip üyesi kaydedildi."),
    ...listIntents(aboutLists.milestones, aboutListTabs.milestones, "Kilometre taşı kaydedildi."),
  });
