import { countUnreadNotifications } from "~/models/notifications.server";
import { userForSession } from "~/models/sessions.server";
import { countUnreadUserNotifications } from "~/models/user-notifications.server";
import type { User } from "~/models/users.server";
import { getUser } from "~/server/auth.server";
import { markRenderFrame, readingFrame } from "~/server/page-cache/personal.server";
import { getSession } from "~/server/session.server";

/** The bell's count: admins see the site's notifications, everyone else their own (signal closes). */
function unreadNotificationsOf(user: User): Promise<number> {
  return user.role === "admin" ? countUnreadNotifications() : countUnreadUserNotifications(user.id);
}

/** What the frame shows of a signed-in user: the root loader sends exactly this to every page. */
function shownUser(user: User) {
  return { id: user.id, username: user.username, email: user.email, role: user.role };
}

/** Everything the frame shows of a signed-in person, as one comparable string. */
function frameFingerprint(user: User, unreadNotifications: number): string {
  return JSON.stringify([shownUser(user), unreadNotifications]);
}

/**
 * What every page's frame shows of the visitor (the root loader's reads): the user as the pages
 * see it, the session (for its toast) and the bell's count. A signed-in render notes its frame,
 * so the page cache can keep the page for this session and serve it again while it is the same.
 */
export function readPageFrame(request: Request) {
  return readingFrame(async () => {
    const [user, session] = await Promise.all([getUser(request), getSession(request)]);
    const unreadNotifications = user ? await unreadNotificationsOf(user) : 0;
    const sessionToken = session.get("sessionToken");
    if (user && sessionToken) {
      markRenderFrame({ sessionToken, expiresAt: session.get("expiresAt") ?? 0, fingerprint: frameFingerprint(user, unreadNotifications) });
    }
    return { user: user && shownUser(user), session, unreadNotifications };
  });
}

/**
 * The frame a page of this session would show now, read as `readPageFrame` reads it; undefined
 * when the session no longer signs anyone in. A kept page is served only while it is unchanged.
 */
export async function currentFrameFingerprint(sessionToken: string): Promise<string | undefined> {
  const user = await userForSession(sessionToken);
  return user && frameFingerprint(user, await unreadNotificationsOf(user));
}
