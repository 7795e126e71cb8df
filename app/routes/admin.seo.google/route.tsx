import { GoogleForm } from "../admin.seo/forms";
import { useSeoData } from "../admin.seo/route";

export { action } from "../admin.seo/intents.server";

export default function SeoGoogleTab() {
  const { google } = useSeoData();
  return <GoogleForm google={google} />;
}
