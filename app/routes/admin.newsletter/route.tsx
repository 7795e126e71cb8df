import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ArrowDownTrayIcon, NewspaperIcon, TrashIcon } from "@heroicons/react/24/outline";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { Pager } from "~/components/admin/pager";
import { requireAdmin } from "~/server/auth.server";
import { formatDateTime } from "~/lib/format";
import { pageParam, paginate } from "~/lib/pagination";
import { positiveId } from "~/lib/params";
import { pageMeta } from "~/lib/seo/meta";
import { getNewsletterSubscriber, listNewsletterSubscribers } from "~/models/newsletter.server";
import { invariantResponse } from "~/lib/invariant";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Bülten Aboneleri", noindex: true });

const SUBSCRIBERS_PER_PAGE = 25;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim().slice(0, 254) || undefined;
  const confirmId = positiveId(params.get("confirm"));
  const [matching, confirming] = await Promise.all([
    listNewsletterSubscribers({ q }),
    confirmId ? getNewsletterSubscriber(confirmId) : undefined,
  ]);
  invariantResponse(!confirmId || confirming, "Abone bulunamadı.");
  const { items: subscribers, pagination } = paginate(matching, pageParam(params.get("page")), SUBSCRIBERS_PER_PAGE);
  return { q: q ?? "", subscribers, pagination, confirming: confirming ?? null };
}

export default function AdminNewsletterPage() {
  const { q, subscribers, pagination, confirming } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ error?: string }>();
  const { search } = useLocation();
  const withParams = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return `/admin/newsletter${query ? `?${query}` : ""}`;
  };
  const csvHref = `/admin/newsletter.csv${q ? `?${new URLSearchParams({ q })}` : ""}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-white">
          <NewspaperIcon className="h-7 w-7 text-brand-400" aria-hidden="true" />
          Bülten Aboneleri
        </h1>
        <a href={csvHref} className="btn btn-secondary" download>
          <ArrowDownTrayIcon className="h-4 w-4" aria-hidden="true" />
          CSV olarak indir
        </a>
      </div>

      <Form method="get" role="search" className="card flex flex-wrap items-end gap-4 p-4">
        <div className="flex min-w-48 flex-1 flex-col gap-1.5">
          <label htmlFor="newsletter-q" className="label">
            E-posta ara
          </label>
          <input id="newsletter-q" name="q" type="search" defaultValue={q} maxLength={254} className="input w-full" />
        </div>
        <button type="submit" className="btn btn-secondary">
          Ara
        </button>
        {q ? (
          <Link to="/admin/newsletter" className="btn btn-secondary">
            Temizle
          </Link>
        ) : null}
      </Form>

      {actionData?.error ? (
        <p role="alert" className="field-error">
          {actionData.error}
        </p>
      ) : null}

      {confirming ? (
        <ConfirmDelete
          title="Aboneyi Sil"
          message="Bu aboneyi bültenden çıkarmak istediğinizden emin misiniz?"
          detail={confirming.email}
          id={confirming.id}
          cancelTo={withParams({ confirm: null })}
        />
      ) : null}

      <p role="status" className="text-sm text-slate-400">
        {pagination.total} abone bulundu
      </p>

      {subscribers.length === 0 ? (
        <p className="card p-6 text-slate-300">{q ? "Aramaya uyan abone yok." : "Henüz bülten abonesi yok."}</p>
      ) : (
        <div className="card overflow-x-auto p-0">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-white/10 text-xs text-slate-400 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  E-posta
                </th>
                <th scope="col" className="px-4 py-3">
                  Abone olma tarihi
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">İşlemler</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">
              {subscribers.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td className="px-4 py-3 text-white">{subscriber.email}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-400">{formatDateTime(subscriber.created_at)}</td>
                  <td className="px-4 py-3 text-right">
                    <Link
                      to={withParams({ confirm: String(subscriber.id) })}
                      preventScrollReset
                      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-red-300 hover:bg-red-500/10"
                      aria-label={`Sil: ${subscriber.email}`}
                    >
                      <TrashIcon className="h-4 w-4" aria-hidden="true" />
                      Sil
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager {...pagination} />
    </div>
  );
}
