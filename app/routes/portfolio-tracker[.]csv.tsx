import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/server/auth.server";
import { transactionsToCsv } from "~/lib/portfolio/csv";
import { todayInTurkey } from "~/lib/portfolio/schema";
import { listTransactions } from "~/models/portfolio.server";

/** GET /portfolio-tracker.csv: the signed-in user's transactions, in the columns the import reads. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const csv = transactionsToCsv(await listTransactions(user.id));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="portfoy-${todayInTurkey()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
