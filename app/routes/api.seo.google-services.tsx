import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseJsonBody } from "~/lib/api-body.server";
import { requireAdmin } from "~/lib/auth.server";
import { googleServicesApiSchema, overStored } from "~/lib/seo-schemas";
import { recordActivity } from "~/models/activity.server";
import { getGoogleServices, saveGoogleServices } from "~/models/seo.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return Response.json(await getGoogleServices());
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const admin = await requireAdmin(request);
  const body = await parseJsonBody(request, overStored(await getGoogleServices(), googleServicesApiSchema));
  const saved = await saveGoogleServices(body);
  await recordActivity({ action: "seo.save-google", title: "Google servisleri güncellendi", icon: "FileText", actor: admin });
  return Response.json(saved);
}
