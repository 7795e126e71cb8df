import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { sidebarPreferenceCookie } from "~/server/admin-preferences.server";
import { requireAdmin } from "~/server/auth.server";
import { safeRedirect } from "~/lib/redirect";
import { readForm } from "~/server/http.server";

/** Remembers whether the admin sidebar is collapsed, then returns to the page. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const collapsed = form.get("collapsed") === "true";
  return redirect(safeRedirect(form.get("redirectTo"), "/admin"), {
    headers: { "Set-Cookie": await sidebarPreferenceCookie(collapsed) },
  });
}

export async function loader() {
  return redirect("/admin");
}
