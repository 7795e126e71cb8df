import { StructuredForm } from "../admin.seo/forms";
import { useSeoData } from "../admin.seo/route";

export { action } from "../admin.seo/intents.server";

export default function SeoStructuredTab() {
  const { structured } = useSeoData();
  return <StructuredForm structured={structured} />;
}
