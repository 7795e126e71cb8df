import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth.server";
import { subscribersCsv } from "~/lib/newsletter/csv";
import { subscriberStatusParam } from "~/lib/newsletter/status";
import { listNewsletterSubscribers } from "~/models/newsletter.server";

/** GET /admin/newsletter.csv?q=&status=: the subscribers the list shows for that search, every page, as CSV. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim().slice(0, 254) || undefined;
  const csv = subscribersCsv(await listNewsletterSubscribers({ q, status: subscriberStatusParam(params.get("status")) }));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bulten-aboneleri-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
