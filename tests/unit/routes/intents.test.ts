import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { dispatchIntent } from "~/server/intents.server";
import { listWatchlists } from "~/models/watchlists.server";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, sessionCookie } from "../../setup/requests";

useTestDatabase();

type Action = (args: ActionFunctionArgs) => Promise<unknown>;

async function post(action: Action, path: string, fields: Record<string, string>, cookie?: string, params: Record<string, string> = {}) {
  const response = await answer(() => action({ request: formRequest(path, fields, cookie), params, context }));
  return {
    status: response.status,
    body: response.status === 400 ? await response.json() : undefined,
    location: response.headers.get("Location"),
  };
}

describe("dispatchIntent", () => {
  it("hands the posted intent to its handler, with the arguments and the intent", async () => {
    const formData = new FormData();
    formData.set("intent", "rename");
    const reply = await dispatchIntent({ formData, who: "ayse" }, { rename: ({ who, intent }) => `${who}:${intent}`, delete: () => "no" });
    expect(reply).toBe("ayse:rename");
  });

  it.each([["yok"], [""], ["constructor"], ["toString"], ["__proto__"]])("answers 400 in Turkish to the intent %j", async (intent) => {
    const formData = new FormData();
    formData.set("intent", intent);
    const response = await answer(() => dispatchIntent({ formData }, { delete: () => "deleted" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Bilinmeyen işlem." });
  });
});

/** Every user-facing action that tells its forms apart by intent, with a path and params it accepts. */
type Row = [name: string, module: () => Promise<{ action: Action }>, path: string, params?: () => Promise<Record<string, string>>];

const userRoutes: Row[] = [
  ["account/route", () => import("~/routes/account/route"), "/account"],
  ["alerts/route", () => import("~/routes/alerts/route"), "/alerts"],
  ["portfolio-tracker/route", () => import("~/routes/portfolio-tracker/route"), "/portfolio-tracker"],
  ["portfolio-tracker_.import/route", () => import("~/routes/portfolio-tracker_.import/route"), "/portfolio-tracker/import"],
  ["tx-watches/route", () => import("~/routes/tx-watches/route"), "/tx-watches"],
  ["watchlists._index/route", () => import("~/routes/watchlists._index/route"), "/watchlists"],
  ["notifications", () => import("~/routes/notifications"), "/notifications"],
  ["trading-bots._index/route", () => import("~/routes/trading-bots._index/route"), "/trading-bots"],
  ["trading-bots.$id/route", () => import("~/routes/trading-bots.$id/route"), "/trading-bots/999999", async () => ({ id: "999999" })],
  [
    "watchlists.$id/route",
    () => import("~/routes/watchlists.$id/route"),
    "/watchlists/1",
    async () => {
      const ahmet = await db().selectFrom("users").select("id").where("username", "=", "ahmet").executeTakeFirstOrThrow();
      return { id: String((await listWatchlists(ahmet.id))[0].id) };
    },
  ],
];

/** Actions open to visitors too, which also dispatch by intent. */
const openRoutes: Row[] = [
  ["crypto-games/route", () => import("~/routes/crypto-games/route"), "/crypto-games"],
  ["ai-chat/route", () => import("~/routes/ai-chat/route"), "/ai-chat"],
  ["crypto-analysis/route", () => import("~/routes/crypto-analysis/route"), "/crypto-analysis"],
  ["signals.$id", () => import("~/routes/signals.$id"), "/signals/1", async () => ({ id: "1" })],
  [
    "crypto-education.$course.$lesson/route",
    () => import("~/routes/crypto-education.$course.$lesson/route"),
    "/crypto-education/x/y",
    async () => {
      const lesson = await db()
        .selectFrom("lessons as l")
        .innerJoin("courses as c", "c.id", "l.course_id")
        .select(["c.slug as course", "l.slug as lesson"])
        .executeTakeFirstOrThrow();
      return { course: lesson.course, lesson: lesson.lesson };
    },
  ],
];

describe("user routes dispatch intents as admin routes do", () => {
  it.each(userRoutes)(
    "%s: a visitor is sent to sign in; a user's unknown intent is a 400 in Turkish",
    async (_name, module, path, params) => {
      const { action } = await module();
      const routeParams = (await params?.()) ?? {};
      const visitor = await post(action, path, { intent: "yok" }, undefined, routeParams);
      expect(visitor.status).toBe(302);
      expect(visitor.location).toMatch(/^\/login/);
      const user = await post(action, path, { intent: "yok" }, await sessionCookie("ahmet"), routeParams);
      expect(user).toMatchObject({ status: 400, body: { error: "Bilinmeyen işlem." } });
    },
  );

  it.each(openRoutes)("%s: an unknown intent is a 400 in Turkish", async (_name, module, path, params) => {
    const { action } = await module();
    const response = await post(action, path, { intent: "yok" }, undefined, (await params?.()) ?? {});
    expect(response).toMatchObject({ status: 400, body: { error: "Bilinmeyen işlem." } });
  });
});
