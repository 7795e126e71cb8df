/// <reference types="vite/client" />
import fs from "node:fs";
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { API_WRAPPED } from "~/server/api.server";
import { answer, context, jsonRequest, requestWith, signIn } from "../../setup/requests";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

type RouteModule = { loader?: unknown; action?: unknown };

const modules = import.meta.glob<RouteModule>(["../../../app/routes/api.*.tsx", "../../../app/routes/api.*/route.tsx"], { eager: true });

/** `api.faqs.$id` for `../../../app/routes/api.faqs.$id.tsx` or `.../api.openai.test/route.tsx`. */
const routeName = (file: string) => file.replace(/^.*\/routes\//, "").replace(/(\/route)?\.tsx$/, "");
const routes = Object.entries(modules).map(([file, module]) => ({ name: routeName(file), module }));

/** Routes that answer outside the wrapper, each with its reason (written beside its action too). */
const OPT_OUTS: Record<string, string> = {
  "api.ai.chat": "streams server-sent events and keeps a visitor id in the session cookie",
};

const METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;
type Action = (args: ActionFunctionArgs) => Promise<Response>;

describe("one way into /api", () => {
  it("finds the API routes", () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  for (const { name, module } of routes) {
    if (name in OPT_OUTS) continue;
    it(`${name}: its loader and action are built by the API wrapper`, () => {
      expect(module.loader ?? module.action, "a route module with neither a loader nor an action").toBeDefined();
      for (const kind of ["loader", "action"] as const) {
        if (module[kind] === undefined) continue;
        expect((module[kind] as Record<symbol, unknown>)[API_WRAPPED], `${name}'s ${kind}`).toBe(true);
      }
    });
  }

  it("names each opt-out's reason beside its action", () => {
    for (const name of Object.keys(OPT_OUTS)) {
      expect(fs.readFileSync(`app/routes/${name}.tsx`, "utf8"), name).toContain("outside apiAction");
    }
  });

  for (const { name, module } of routes) {
    if (!module.action) continue;
    it(`${name}: a method it does not take is 405 with Allow, before asking who calls`, async () => {
      const action = module.action as Action;
      let refused = 0;
      for (const method of METHODS) {
        const response = await answer(() =>
          action({ request: requestWith(`/${name}`, { method, body: "{}" }), params: { id: "1", part: "links" }, context }),
        );
        if (response.status !== 405) continue;
        refused++;
        expect(await response.json()).toEqual({ error: "Bu yöntem desteklenmiyor." });
        const allowed = response.headers.get("Allow")?.split(", ") ?? [];
        expect(allowed.length, `${name} names its methods`).toBeGreaterThan(0);
        expect(allowed, `${name} refuses a method it names`).not.toContain(method);
      }
      expect(refused, `${name} takes every method`).toBeGreaterThan(0);
    });
  }
});

describe("the wrapper's JSON body", () => {
  it("answers a body over 1 MiB with 413 and bad JSON with 400, both { error } in Turkish", async () => {
    const cookie = await signIn("admin", "admin123");
    const { action } = await import("~/routes/api.faqs");
    const huge = JSON.stringify({ question: "S?", answer: "x".repeat(1024 * 1024) });
    const tooLarge = await answer(() => action({ request: jsonRequest("/api/faqs", "POST", huge, cookie), params: {}, context }));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: "İstek gövdesi çok büyük." });
    const broken = await answer(() => action({ request: jsonRequest("/api/faqs", "POST", "{bozuk", cookie), params: {}, context }));
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "Geçersiz JSON gövdesi." });
  });

  it("answers a malformed id with 400 and an unknown one with 404", async () => {
    const cookie = await signIn("admin", "admin123");
    const { action } = await import("~/routes/api.faqs.$id");
    const call = (id: string) =>
      answer(() => action({ request: jsonRequest(`/api/faqs/${id}`, "DELETE", undefined, cookie), params: { id }, context }));
    expect((await call("abc")).status).toBe(400);
    expect((await call("99999")).status).toBe(404);
  });
});
