import { GeneralForm } from "../admin.seo/forms";
import { useSeoData } from "../admin.seo/route";

export { action } from "../admin.seo/intents.server";

export default function SeoGeneralTab() {
  const { settings } = useSeoData();
  return <GeneralForm settings={settings} />;
}
