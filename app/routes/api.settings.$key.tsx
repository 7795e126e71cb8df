import { actorOf, apiAction, apiLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { settingKeySchema, settingValueBody } from "~/lib/settings/settings-api";
import { listSettingsForApi, updateSettingByKey } from "~/models/settings.server";

function keyOf(params: Record<string, string | undefined>): string {
  const key = settingKeySchema.safeParse(params.key ?? "");
  if (!key.success) throw jsonError(key.error.issues[0]?.message ?? "Geçersiz ayar adı.", 400);
  return key.data;
}

async function findSetting(key: string) {
  return (await listSettingsForApi()).find((setting) => setting.key === key);
}

/** `GET /api/settings/{key}` (admin) → `{ key, value, description }`, or 404. */
export const loader = apiLoader(async ({ params }) => {
  const setting = await findSetting(keyOf(params));
  return setting ? Response.json(setting) : jsonError("Ayar bulunamadı.", 404);
});

/**
 * `PUT /api/settings/{key}` `{ value }` (admin): changes the setting or adds it,
 * through the same write as /admin/settings and with the screen's rules.
 */
export const action = apiAction(
  {
    PUT: async ({ params, body, user }) => {
      const key = keyOf(params);
      const { value } = await body(settingValueBody, { fieldInMessage: false });
      const result = await updateSettingByKey(key, value, actorOf(user));
      if (!result.ok) return jsonError(result.message, 400);
      return Response.json(await findSetting(key));
    },
  },
  { reads: true },
);
