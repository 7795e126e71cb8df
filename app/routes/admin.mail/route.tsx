import { PageTitle } from "~/components/admin/page-title";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ActionError } from "~/components/ui/form-fields";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "~/lib/zod";
import { DataTable } from "~/components/ui/data-table";
import { FilterForm, FilterSelect } from "~/components/admin/filter-select";
import { CountList } from "~/components/admin/stat-card";
import { useLinkWith } from "~/components/admin/use-link-with";
import { Pager } from "~/components/admin/pager";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDateTime } from "~/lib/format";
import { invariantResponse } from "~/lib/invariant";
import { MAIL_STATES, mailStateLabels } from "~/lib/mail/retry";
import { pageMeta } from "~/lib/seo/meta";
import { getMail, listMail, listMailKinds, mailStateCounts } from "~/models/mail-outbox.server";
import { requireAdmin } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { MailDetail, stateClasses } from "./mail-detail";

export { action } from "./intents.server";

const querySchema = z.object({
  state: z.enum(MAIL_STATES).optional().catch(undefined),
  kind: z.string().trim().min(1).max(60).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  view: z.coerce.number().int().min(1).optional().catch(undefined),
});

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Giden E-postalar", noindex: true });

/** Where mail goes, for the banner: the relay's host and port, never its credentials. */
function smtpServer(): string | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  const { hostname, port, protocol } = new URL(url);
  return `${hostname}:${port || (protocol === "smtps:" ? "465" : "587")}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [list, kinds, counts, selected] = await Promise.all([
    listMail(query),
    listMailKinds(),
    mailStateCounts(),
    query.view ? getMail(query.view) : undefined,
  ]);
  invariantResponse(!query.view || selected, "E-posta bulunamadı.", { status: 404 });
  return { ...list, kinds, counts, query, selected: selected ?? null, smtp: smtpServer() };
}

export default function AdminMailPage() {
  const { mails, pagination, kinds, counts, query, selected, smtp } = useLoaderData<typeof loader>();
  const linkWith = useLinkWith();
  const linkTo = (view: number | null) => linkWith({ view });
  const filtered = !!(query.state || query.kind);

  return (
    <div className="space-y-6">
      <PageTitle icon="EnvelopeIcon">Giden E-postalar</PageTitle>
      {smtp ? (
        <p className="card border border-emerald-500/30 p-4 text-emerald-200">
          SMTP ayarlı: e-postalar <strong>{smtp}</strong> üzerinden gönderiliyor. Gönderilemeyenler artan aralıklarla yeniden denenir.
        </p>
      ) : (
        <p className="card border border-amber-500/40 p-4 text-amber-200">
          SMTP ayarlı değil (SMTP_URL): e-postalar gönderilmiyor, burada “Bekliyor” olarak duruyor. Sunucuya SMTP_URL verildiğinde
          bekleyenler gönderilir.
        </p>
      )}

      <CountList
        className="grid-cols-2 lg:grid-cols-4"
        counts={MAIL_STATES.map((state) => ({ label: mailStateLabels[state], value: counts[state] }))}
      />

      <FilterForm clearTo="/admin/mail" filtered={filtered}>
        <FilterSelect id="mail-state" name="state" label="Durum" labels={mailStateLabels} value={query.state} />
        <FilterSelect id="mail-kind" name="kind" label="Tür" labels={Object.fromEntries(kinds.map((k) => [k, k]))} value={query.kind} />
      </FilterForm>

      <ActionError />

      {selected ? <MailDetail mail={selected} closeTo={linkTo(null)} /> : null}

      <p className="text-sm text-slate-400">
        {pagination.total} e-posta {filtered ? "bulundu" : "listeleniyor"}
      </p>
      {mails.length === 0 ? (
        <p className="card p-6 text-center text-slate-400">{filtered ? "Bu süzgece uyan e-posta yok." : "Henüz e-posta gönderilmedi."}</p>
      ) : (
        <DataTable
          label="Giden e-postalar tablosu"
          columns={["Alıcı ve konu", "Tür", "Durum", "Deneme", "Son hata", "Oluşturuldu", "Gönderildi"]}
          cell="px-4 py-3"
          frameClassName="card p-0"
        >
          <tbody className="divide-y divide-white/5">
            {mails.map((mail) => (
              <tr key={mail.id} className={selected?.id === mail.id ? "bg-white/10" : undefined}>
                <td className="px-4 py-3">
                  <Link
                    to={linkTo(mail.id)}
                    aria-current={selected?.id === mail.id ? "true" : undefined}
                    className="font-medium text-white hover:text-brand-200"
                  >
                    {mail.subject}
                  </Link>
                  <p className="text-slate-400">{mail.to_address}</p>
                </td>
                <td className="px-4 py-3 text-slate-300">{mail.kind}</td>
                <td className="px-4 py-3">
                  <span className={`rounded-full px-2 py-0.5 text-xs whitespace-nowrap ${stateClasses[mail.state]}`}>
                    {mailStateLabels[mail.state]}
                  </span>
                </td>
                <td className="px-4 py-3 text-slate-300">{mail.tries}</td>
                <td className="max-w-64 truncate px-4 py-3 text-slate-400" title={mail.last_error ?? undefined}>
                  {mail.last_error ?? "—"}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-400">{formatDateTime(mail.created_at)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-400">{mail.sent_at ? formatDateTime(mail.sent_at) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager {...pagination} />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      links={[
        { to: "/admin/mail", label: "Giden e-postalar" },
        { to: "/admin", label: "Panele dön" },
      ]}
    />
  );
}
