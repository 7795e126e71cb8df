import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseJsonBody } from "~/lib/api-body.server";
import { requireAdmin } from "~/lib/auth.server";
import { overStored, structuredDataApiSchema } from "~/lib/seo-schemas";
import { recordActivity } from "~/models/activity.server";
import { getStructuredData, saveStructuredData } from "~/models/seo.server";

/** Public: every page already publishes this as Organization JSON-LD. */
export async function loader(_args: LoaderFunctionArgs) {
  return Response.json(await getStructuredData());
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const admin = await requireAdmin(request);
  const { social_profiles, ...rest } = await parseJsonBody(request, overStored(await getStructuredData(), structuredDataApiSchema));
  const saved = await saveStructuredData({ ...rest, social_profiles: JSON.stringify(social_profiles) });
  await recordActivity({ action: "seo.save-structured", title: "Yapılandırılmış veri güncellendi", icon: "FileText", actor: admin });
  return Response.json(saved);
}
