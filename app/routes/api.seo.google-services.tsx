import type { LoaderFunctionArgs } from "@remix-run/node";
import { actorOf, apiAction } from "~/server/api.server";
import { requireAdmin } from "~/server/auth.server";
import { googleServicesApiSchema, overStored } from "~/lib/seo/schemas";
import { getGoogleServices, saveGoogleServices } from "~/models/seo.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return Response.json(await getGoogleServices());
}

export const action = apiAction(
  {
    POST: async ({ body, user }) =>
      Response.json(await saveGoogleServices(await body(overStored(await getGoogleServices(), googleServicesApiSchema)), actorOf(user))),
  },
  { reads: true },
);
