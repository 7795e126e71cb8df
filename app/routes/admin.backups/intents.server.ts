import type { ActionFunctionArgs } from "@remix-run/node";
import { handleIntents, type IntentArgs } from "~/server/admin-form.server";
import { takeBackup } from "~/server/ops/backup.server";
import { redirectWithToast } from "~/server/toast.server";

async function backupNow({ request, admin }: IntentArgs) {
  const outcome = await takeBackup("admin", admin);
  return redirectWithToast(
    request,
    "/admin/backups",
    outcome.result === "ok"
      ? { type: "success", message: `Yedek alındı ve doğrulandı: ${outcome.fileName}` }
      : { type: "error", message: "Yedek alınamadı; ayrıntı listede." },
  );
}

export function action({ request }: ActionFunctionArgs) {
  return handleIntents(request, { backup: backupNow });
}
