import { MarketTime } from "~/components/market/market-time";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/admin/pager";
import { requireUser } from "~/server/auth.server";
import { pageParam } from "~/lib/pagination";
import { safeRedirect } from "~/lib/redirect";
import { pageMeta } from "~/lib/seo/meta";
import { redirectWithToast } from "~/server/toast.server";
import { listUserNotifications, markUserNotificationsRead } from "~/models/user-notifications.server";
import { handleUserIntents } from "~/server/intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Bildirimlerim", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return listUserNotifications(user.id, pageParam(new URL(request.url).searchParams.get("page")));
}

export async function action({ request }: ActionFunctionArgs) {
  return handleUserIntents(request, {
    "read-all": async ({ user, formData }) => {
      await markUserNotificationsRead(user.id);
      return redirectWithToast(request, safeRedirect(formData.get("back"), "/notifications"), {
        type: "success",
        message: "Tüm bildirimler okundu olarak işaretlendi",
      });
    },
  });
}

export default function UserNotificationsPage() {
  const { items, pagination } = useLoaderData<typeof loader>();
  const unread = items.some((item) => !item.is_read);
  return (
    <main className="flex-1">
      <div className="container-page space-y-6 py-12">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold text-white">Bildirimlerim</h1>
          {unread ? (
            <Form method="post">
              <button type="submit" name="intent" value="read-all" className="btn btn-secondary">
                Tümünü okundu işaretle
              </button>
            </Form>
          ) : null}
        </div>
        {items.length === 0 ? (
          <p className="card text-slate-300">
            Bildiriminiz yok. Takip ettiğiniz bir{" "}
            <Link to="/signals" className="underline">
              sinyal
            </Link>{" "}
            kapandığında ya da kurduğunuz bir{" "}
            <Link to="/alerts" className="underline">
              fiyat alarmı
            </Link>{" "}
            çaldığında burada göreceksiniz.
          </p>
        ) : (
          <ul className="space-y-3">
            {items.map((item) => (
              <li key={item.id} className={`card ${item.is_read ? "opacity-80" : "border-brand-500/50"}`}>
                <p className="font-semibold text-white">
                  {item.is_read ? null : <span className="mr-2 rounded bg-brand-600 px-1.5 py-0.5 text-xs">Yeni</span>}
                  {item.title}
                </p>
                <p className="mt-1 text-slate-300">{item.message}</p>
                <p className="mt-2 flex gap-4 text-sm text-slate-400">
                  <MarketTime iso={item.created_at} />
                  {item.link ? (
                    <Link to={item.link} className="underline">
                      {item.link.startsWith("/signals") ? "Sinyale git" : "Coine git"}
                    </Link>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pager {...pagination} />
      </div>
    </main>
  );
}
