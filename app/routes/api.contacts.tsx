import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "~/server/auth.server";
import { consumeContactAllowance } from "~/server/form-limits.server";
import { contactSchema } from "~/lib/contact/message-schema";
import { clientIp, jsonError, readJson } from "~/server/http.server";
import { methodNotAllowed } from "~/server/api.server";
import { listContactMessages, receiveContactMessage } from "~/models/contact.server";

const filtersSchema = z.object({
  status: z.enum(["new", "read", "replied", "closed"], { error: "Geçersiz durum filtresi." }).optional(),
  priority: z.enum(["low", "normal", "high", "urgent"], { error: "Geçersiz öncelik filtresi." }).optional(),
  kind: z.enum(["contact", "consulting"], { error: "Geçersiz tür filtresi." }).optional(),
});

/** GET /api/contacts?status=&priority=&kind=: the inbox, for admins (`kind=consulting`: the consulting requests). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = filtersSchema.safeParse({
    status: params.get("status") || undefined,
    priority: params.get("priority") || undefined,
    kind: params.get("kind") || undefined,
  });
  if (!filters.success) return jsonError(filters.error.issues[0].message, 400);
  return Response.json({ contacts: await listContactMessages(filters.data) });
}

/** POST /api/contacts: the contact form for JSON clients, with the page's rules and limits. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const body = await readJson(request);
  const parsed = contactSchema.safeParse(body);
  if (!parsed.success) return jsonError(parsed.error.issues[0].message, 400);
  // A filled honeypot gets the answer a person would, without an id that exists.
  if (parsed.data.website) return Response.json({ success: true, id: 0 }, { status: 201 });

  const allowance = consumeContactAllowance(clientIp(request, context));
  if (!allowance.allowed) return jsonError(allowance.message, 429);
  const { name, email, phone, subject, message } = parsed.data;
  const created = await receiveContactMessage({ name, email, phone, subject, message });
  return Response.json({ success: true, id: created.id }, { status: 201 });
}
