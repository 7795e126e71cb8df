import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/server/auth.server";
import { exportAccount } from "~/models/account-export.server";

/** "Verilerimi indir": the signed-in person's data as a JSON download (see account-export.server.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const document = await exportAccount(user, request);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="verilerim-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
