import { randomUUID } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { z } from "~/lib/zod";
import { env } from "./env.server";

const KNOWN_DEVICE_DAYS = 180;
/** The most accounts one browser remembers signing in to. */
const MAX_USERNAMES = 5;

const DeviceSchema = z.object({ device: z.string().uuid(), usernames: z.array(z.string()).max(MAX_USERNAMES) });
export type KnownDevice = z.infer<typeof DeviceSchema>;

let cookie: ReturnType<typeof createCookie> | undefined;
let cookieSecret: string | undefined;

function knownDeviceCookie() {
  const secret = env().SESSION_SECRET;
  if (!cookie || cookieSecret !== secret) {
    cookie = createCookie("__device", {
      httpOnly: true,
      sameSite: "lax",
      path: "/login",
      maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
      secrets: [secret],
    });
    cookieSecret = secret;
  }
  return cookie;
}

/**
 * The signed record a browser keeps of the accounts that signed in successfully
 * from it. A locked account still lets these browsers try (see login-limits).
 */
export async function readKnownDevice(request: Request): Promise<KnownDevice | null> {
  const parsed = DeviceSchema.safeParse(await knownDeviceCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

/** The Set-Cookie that adds this username to the browser's record after a successful sign-in. */
export async function rememberDevice(request: Request, username: string): Promise<string> {
  const current = await readKnownDevice(request);
  const name = username.toLowerCase();
  const usernames = [name, ...(current?.usernames ?? []).filter((other) => other !== name)].slice(0, MAX_USERNAMES);
  const secure = new URL(request.url).protocol === "https:";
  return knownDeviceCookie().serialize({ device: current?.device ?? randomUUID(), usernames } satisfies KnownDevice, { secure });
}
