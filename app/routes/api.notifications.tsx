import { z } from "~/lib/zod";
import { apiLoader } from "~/server/api.server";
import { listNotifications } from "~/models/notifications.server";

const querySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  type: z.enum(["info", "warning", "success", "error"]).optional(),
  category: z.enum(["user", "system", "content", "security"]).optional(),
  is_read: z.enum(["0", "1", "true", "false"]).optional(),
  search: z.string().trim().max(100).optional(),
});

/** `GET /api/notifications?page&limit&type&category&is_read&search` (admin). */
export const loader = apiLoader(async ({ query }) => {
  const { is_read, ...filters } = query(querySchema, "Geçersiz filtre.");
  const list = await listNotifications({
    ...filters,
    isRead: is_read === undefined ? undefined : is_read === "1" || is_read === "true",
  });
  return Response.json({
    notifications: list.notifications.map((n) => ({ ...n, is_read: n.is_read === 1, is_global: n.is_global === 1 })),
    pagination: list.pagination,
  });
});
