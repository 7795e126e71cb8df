import { PageTitle } from "~/components/admin/page-title";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ActionError } from "~/components/ui/form-fields";
import { useLoaderData } from "@remix-run/react";
import { FilterForm, FilterSelect } from "~/components/admin/filter-select";
import { CountList } from "~/components/admin/stat-card";
import { useLinkWith } from "~/components/admin/use-link-with";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { Pager } from "~/components/admin/pager";
import { requireAdmin } from "~/server/auth.server";
import { pageParam, paginate } from "~/lib/pagination";
import { pageMeta } from "~/lib/seo/meta";
import { digestMail } from "~/lib/newsletter/digest";
import { SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS, subscriberStatusParam } from "~/lib/newsletter/status";
import { countSubscribersByStatus, getNewsletterSubscriber, listNewsletterSubscribers } from "~/models/newsletter.server";
import { gatherDigest, listSentDigests } from "~/models/newsletter-digest.server";
import { mailUrl } from "~/models/mail-outbox.server";
import { rowFromParam } from "~/lib/invariant";
import { DigestPanel } from "./digest-panel";
import { SubscriberTable } from "./subscriber-table";
import { OutlineIcon } from "~/components/icon-file";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Bülten Aboneleri", noindex: true });

const SUBSCRIBERS_PER_PAGE = 25;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim().slice(0, 254) || undefined;
  const status = subscriberStatusParam(params.get("status"));
  const [matching, confirming, counts, digest, sent, sampleUnsubscribe] = await Promise.all([
    listNewsletterSubscribers({ q, status }),
    rowFromParam(params.get("confirm"), getNewsletterSubscriber, "Abone bulunamadı."),
    countSubscribersByStatus(),
    gatherDigest(),
    listSentDigests(),
    mailUrl("/newsletter/unsubscribe?token=ornek"),
  ]);
  const { items, pagination } = paginate(matching, pageParam(params.get("page")), SUBSCRIBERS_PER_PAGE);
  const subscribers = items.map(({ id, email, status, created_at, confirmed_at }) => ({ id, email, status, created_at, confirmed_at }));
  const preview = digestMail(digest, sampleUnsubscribe);
  return {
    q: q ?? "",
    status: status ?? "",
    subscribers,
    pagination,
    confirming: confirming ? { id: confirming.id, email: confirming.email } : null,
    counts,
    digest: { week: digest.week, subject: digest.subject, empty: digest.empty, html: preview.html, text: preview.text },
    sentThisWeek: sent.find((row) => row.week === digest.week) ?? null,
    sent,
    askSend: params.get("send") === "1",
  };
}

export default function AdminNewsletterPage() {
  const { q, status, subscribers, pagination, confirming, counts, digest, sent, sentThisWeek, askSend } = useLoaderData<typeof loader>();
  const withParams = useLinkWith();
  const filters = new URLSearchParams({ ...(q ? { q } : {}), ...(status ? { status } : {}) }).toString();
  const csvHref = `/admin/newsletter.csv${filters ? `?${filters}` : ""}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle icon="NewspaperIcon">Bülten Aboneleri</PageTitle>
        <a href={csvHref} className="btn btn-secondary" download>
          <OutlineIcon name="ArrowDownTrayIcon" className="h-4 w-4" />
          CSV olarak indir
        </a>
      </div>

      <CountList
        className="sm:grid-cols-3"
        label="Abone sayıları"
        counts={SUBSCRIBER_STATUSES.map((key) => ({ label: SUBSCRIBER_STATUS_LABELS[key], value: counts[key], testId: `count-${key}` }))}
      />

      <DigestPanel digest={digest} sent={sent} sentThisWeek={sentThisWeek} askSend={askSend} withParams={withParams} />

      <FilterForm
        clearTo="/admin/newsletter"
        filtered={!!(q || status)}
        search={{ id: "newsletter-q", label: "E-posta ara", value: q, maxLength: 254 }}
        submitLabel="Ara"
      >
        <FilterSelect id="newsletter-status" name="status" label="Durum" labels={SUBSCRIBER_STATUS_LABELS} value={status} />
      </FilterForm>

      <ActionError />

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
        <p className="card p-6 text-slate-300">{q || status ? "Aramaya uyan abone yok." : "Henüz bülten abonesi yok."}</p>
      ) : (
        <SubscriberTable subscribers={subscribers} deleteHref={(id) => withParams({ confirm: String(id) })} />
      )}
      <Pager {...pagination} />
    </div>
  );
}
