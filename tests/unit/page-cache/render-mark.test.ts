import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { getUser } from "~/server/auth.server";
import { renderWithContext, renderedImpersonally, renderedPersonalFrameOnly } from "~/server/page-cache/personal.server";
import { readPageFrame } from "~/services/page-frame.server";
import { getSession } from "~/server/session.server";
import { useTestDatabase } from "../../setup/test-db";
import { requestWith, sessionCookie } from "../../setup/requests";

// The page cache keeps a render only when the render itself says it read no session
// and found no user, whatever the front layer made of the request's headers.

useTestDatabase();

const newContext = (): AppLoadContext => ({ cspNonce: "", clientIp: "" });

/** Runs `read` as a loader of a render would, and tells whether the render could be kept. */
async function keptAfter(read: () => Promise<unknown>) {
  const context = newContext();
  return renderWithContext(context, async () => {
    await read();
    return { impersonal: renderedImpersonally(context), personal: context.pageCachePersonal === true };
  });
}

/** The session cookie's value alone, to be sent back spelled in different ways. */
async function sessionValue(username: string) {
  return (await sessionCookie(username)).slice("__session=".length);
}

describe("a render that reads the session", () => {
  it("is marked personal when the request carries a session cookie, valid or not, however it is spelled", async () => {
    const value = await sessionValue("ayse");
    for (const cookie of [`__session=${value}`, `__session =${value}`, `_ga=1;\t__session="${value}"`, "__session=forged", "__session="]) {
      expect(await keptAfter(() => getSession(requestWith("/", { cookie }))), cookie).toEqual({ impersonal: false, personal: true });
    }
  });

  it("is marked personal when it finds a user", async () => {
    const value = await sessionValue("ahmet");
    const found = await keptAfter(async () =>
      expect((await getUser(requestWith("/", { cookie: `__session =${value}` })))?.username).toBe("ahmet"),
    );
    expect(found).toEqual({ impersonal: false, personal: true });
  });

  it("stays impersonal for a visitor with analytics cookies only", async () => {
    const read = () => Promise.all([getSession(requestWith("/", { cookie: "_ga=GA1.1.1; session=x" })), getUser(requestWith("/"))]);
    expect(await keptAfter(read)).toEqual({ impersonal: true, personal: false });
  });

  it("is never taken for impersonal outside a render that server.mjs started", async () => {
    const context = newContext();
    await getSession(requestWith("/"));
    expect(renderedImpersonally(context)).toBe(false);
    // Another render's context is not this one.
    expect(await renderWithContext(newContext(), async () => renderedImpersonally(context))).toBe(false);
  });
});

describe("a signed-in render's frame", () => {
  it("may be kept for its session when the frame was all it read of the person", async () => {
    const request = requestWith("/", { cookie: await sessionCookie("ayse") });
    const context = newContext();
    const frameOnly = await renderWithContext(context, async () => {
      expect((await readPageFrame(request)).user?.username).toBe("ayse");
      return renderedPersonalFrameOnly(context);
    });
    expect(frameOnly).toBe(true);
    expect(context.pageCacheFrame?.fingerprint).toContain('"ayse"');
    expect(renderedImpersonally(context)).toBe(false);
  });

  it("is personal through and through once a loader reads the user outside the frame, even the same request's memo", async () => {
    const request = requestWith("/", { cookie: await sessionCookie("ayse") });
    const context = newContext();
    const frameOnly = await renderWithContext(context, async () => {
      await readPageFrame(request);
      await getUser(request);
      return renderedPersonalFrameOnly(context);
    });
    expect(frameOnly).toBe(false);
    expect(context.pageCachePersonal).toBe(true);
  });
});
