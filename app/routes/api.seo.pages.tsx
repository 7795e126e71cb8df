import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseJsonBody } from "~/lib/api-body.server";
import { requireAdmin } from "~/lib/auth.server";
import { jsonError } from "~/lib/http.server";
import { pageSeoApiSchema, pageSeoTakenMessage } from "~/lib/seo-schemas";
import { recordActivity } from "~/models/activity.server";
import { listPageSeo, storePageSeo } from "~/models/seo.server";

/** Public: each entry is published in its page's meta tags anyway. */
export async function loader(_args: LoaderFunctionArgs) {
  return Response.json(await listPageSeo());
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const admin = await requireAdmin(request);
  const body = await parseJsonBody(request, pageSeoApiSchema);
  const result = await storePageSeo(body);
  if (!result.ok) return jsonError(pageSeoTakenMessage, 409);
  await recordActivity({ action: "seo.save-page", title: "Sayfa SEO oluşturuldu", description: result.entry.page_path, icon: "FileText", actor: admin });
  return Response.json(result.entry, { status: 201 });
}
