import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/lib/seo/meta";

export const meta: MetaFunction = (args) => pageMeta(args, { noindex: true });

/** Any path no route claims: a 404 rendered by the root error page, inside the layout. */
export async function loader(_: LoaderFunctionArgs) {
  throw new Response("Sayfa bulunamadı", { status: 404 });
}

export default function NotFound() {
  return null;
}
