import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { EnvelopeIcon } from "@heroicons/react/24/outline";
import { FilterSelect } from "~/components/admin/filter-select";
import { Pager } from "~/components/admin/pager";
import { Field, FieldErrors, FormErrors } from "~/components/ui/field";
import { requireAdmin } from "~/lib/auth.server";
import { oneOf, positiveId } from "~/lib/params";
import type { ContactStatus, Priority } from "~/lib/db-schema";
import { pageParam, paginate } from "~/lib/pagination";
import { pageMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { recordActivity } from "~/models/activity.server";
import { contactMessageStats, deleteContactMessage, getContactInfo, getContactMessage, listContactMessages, openContactMessage, recordContactMessageDeleted, saveContactInfo, updateContactMessage, type ContactInfo } from "~/models/contact.server";
import { contactInfoSchema, contactStatuses, priorities } from "~/lib/contact-schemas";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "İletişim Mesajları", noindex: true });

const statusLabels: Record<ContactStatus, string> = { new: "Yeni", read: "Okundu", replied: "Yanıtlandı", closed: "Kapatıldı" };
const priorityLabels: Record<Priority, string> = { low: "Düşük", normal: "Normal", high: "Yüksek", urgent: "Acil" };
const statusClasses: Record<ContactStatus, string> = {
  new: "bg-brand-500/20 text-brand-200",
  read: "bg-slate-500/20 text-slate-200",
  replied: "bg-emerald-500/20 text-emerald-200",
  closed: "bg-slate-700/40 text-slate-400",
};

const notFound = () => new Response("Mesaj bulunamadı.", { status: 404 });

const MESSAGES_PER_PAGE = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  if (params.get("tab") === "info") return { tab: "info" as const, info: await getContactInfo() };

  const filters = {
    q: params.get("q")?.trim() || undefined,
    status: oneOf(params.get("status"), contactStatuses),
    priority: oneOf(params.get("priority"), priorities),
  };
  const id = positiveId(params.get("id"));
  let selected = id ? await getContactMessage(id) : undefined;
  if (id && !selected) throw notFound();
  if (selected?.status === "new") {
    selected = await openContactMessage(selected.id);
    await recordActivity({
      actor: admin,
      action: "contact_message_read",
      title: "İletişim mesajı okundu",
      description: `${selected!.name} adlı kişinin mesajı okundu olarak işaretlendi.`,
      icon: "Mail",
    });
  }
  // Stats and list after the open, so a message just read is counted as read.
  const [matching, stats] = await Promise.all([listContactMessages(filters), contactMessageStats()]);
  const { items: messages, pagination } = paginate(matching, pageParam(params.get("page")), MESSAGES_PER_PAGE);
  const confirming = selected && positiveId(params.get("confirm")) === selected.id;
  return { tab: "messages" as const, filters, messages, pagination, stats, selected: selected ?? null, confirming: !!confirming };
}

function withoutParams(request: Request, ...keys: string[]) {
  const url = new URL(request.url);
  for (const key of [...keys, "index", "_data"]) url.searchParams.delete(key);
  const search = url.searchParams.toString();
  return `/admin/contact${search ? `?${search}` : ""}`;
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "info") {
    const submission = parseWithZod(formData, { schema: contactInfoSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    await saveContactInfo(submission.value);
    await recordActivity({ actor: admin, action: "contact_info_updated", title: "İletişim bilgileri güncellendi", icon: "Activity" });
    return redirectWithToast(request, "/admin/contact?tab=info", {
      type: "success",
      message: "İletişim bilgileri başarıyla güncellendi!",
    });
  }

  const id = positiveId(formData.get("id"));
  if (!id) return data({ intent: "unknown", message: "Geçersiz mesaj." }, { status: 400 });

  if (intent === "update") {
    const status = oneOf(formData.get("status"), contactStatuses);
    const priority = oneOf(formData.get("priority"), priorities);
    if (!status || !priority) return data({ intent, message: "Geçerli bir durum ve öncelik seçin." }, { status: 400 });
    const message = await updateContactMessage(id, { status, priority });
    if (!message) throw notFound();
    await recordActivity({
      actor: admin,
      action: "contact_message_updated",
      title: "İletişim mesajı güncellendi",
      description: `${message.name}: ${statusLabels[status]}, ${priorityLabels[priority]}`,
      icon: "Mail",
    });
    return redirectWithToast(request, withoutParams(request, "confirm"), { type: "success", message: "Durum başarıyla güncellendi" });
  }

  if (intent === "delete") {
    const message = await deleteContactMessage(id);
    if (!message) throw notFound();
    await recordContactMessageDeleted(admin, message);
    return redirectWithToast(request, withoutParams(request, "confirm", "id"), { type: "success", message: "Mesaj başarıyla silindi" });
  }

  return data({ intent: "unknown", message: "Bilinmeyen işlem." }, { status: 400 });
}

const dateFormat = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Istanbul" });

function Tabs({ active }: { active: "messages" | "info" }) {
  const tabClass = (on: boolean) =>
    `rounded-lg px-4 py-2 text-sm font-medium ${on ? "bg-brand-600 text-white" : "text-slate-300 hover:bg-white/5"}`;
  return (
    <nav aria-label="İletişim sekmeleri" className="flex gap-2">
      <Link to="/admin/contact" className={tabClass(active === "messages")} aria-current={active === "messages" ? "page" : undefined}>
        Mesajlar
      </Link>
      <Link to="/admin/contact?tab=info" className={tabClass(active === "info")} aria-current={active === "info" ? "page" : undefined}>
        İletişim Bilgileri
      </Link>
    </nav>
  );
}

type ActionData = ReturnType<typeof useActionData<typeof action>>;

function InfoForm({ info, actionData }: { info: ContactInfo; actionData: ActionData }) {
  const [form, fields] = useForm<ContactInfo>({
    id: "contact-info",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: info,
    constraint: getZodConstraint(contactInfoSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactInfoSchema }),
  });
  const textInputs = [
    ["company_name", "Şirket Adı", "text"],
    ["email", "E-posta", "email"],
    ["phone", "Telefon", "tel"],
  ] as const;
  const textareas = [
    ["address", "Adres"],
    ["working_hours", "Çalışma Saatleri"],
    ["description", "Açıklama"],
  ] as const;
  return (
    <Form method="post" {...getFormProps(form)} className="card grid gap-4 p-6 md:grid-cols-2">
      <h2 className="text-lg font-semibold text-white md:col-span-2">İletişim Bilgileri</h2>
      <div className="md:col-span-2">
        <FormErrors id={form.errorId} errors={form.errors} />
      </div>
      {textInputs.map(([name, label, type]) => (
        <Field
          key={name}
          label={label}
          input={{ ...getInputProps(fields[name], { type }), required: true }}
          errors={fields[name].errors}
          errorId={fields[name].errorId}
        />
      ))}
      {textareas.map(([name, label]) => {
        const { key, ...props } = getTextareaProps(fields[name]);
        return (
          <div key={name} className="flex flex-col gap-1.5 md:col-span-2">
            <label htmlFor={props.id} className="label">
              {label}
            </label>
            <textarea key={key} {...props} required rows={3} className="input w-full" />
            <FieldErrors id={fields[name].errorId} errors={fields[name].errors} />
          </div>
        );
      })}
      <div className="md:col-span-2">
        <button type="submit" name="intent" value="info" className="btn btn-primary">
          Kaydet
        </button>
      </div>
    </Form>
  );
}

function MessagesTab() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  if (loaderData.tab !== "messages") return null;
  const { filters, messages, pagination, stats, selected, confirming } = loaderData;

  const linkTo = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    return `?${params}`;
  };
  const filtered = !!(filters.q || filters.status || filters.priority);
  const cards = [
    ["Toplam", stats.total],
    ["Yeni", stats.new],
    ["Okundu", stats.read],
    ["Yanıtlandı / Kapatıldı", stats.replied + stats.closed],
  ] as const;

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cards.map(([label, value]) => (
          <div key={label} className="card p-4">
            <dt className="text-sm text-slate-400">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-white">{value}</dd>
          </div>
        ))}
      </dl>

      <Form method="get" role="search" className="card flex flex-wrap items-end gap-4 p-4">
        <div className="flex min-w-48 flex-1 flex-col gap-1.5">
          <label htmlFor="contact-q" className="label">
            Ara
          </label>
          <input id="contact-q" name="q" type="search" defaultValue={filters.q ?? ""} placeholder="Ad, e-posta veya mesaj" className="input w-full" />
        </div>
        <FilterSelect id="contact-status" name="status" label="Durum" labels={statusLabels} value={filters.status} />
        <FilterSelect id="contact-priority" name="priority" label="Öncelik" labels={priorityLabels} value={filters.priority} />
        <button type="submit" className="btn btn-secondary">
          Filtrele
        </button>
        {filtered ? (
          <Link to="/admin/contact" className="btn btn-secondary">
            Temizle
          </Link>
        ) : null}
      </Form>

      {actionData && "message" in actionData ? (
        <p role="alert" className="field-error">
          {actionData.message}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="contact-list-title" className="lg:col-span-2">
          <h2 id="contact-list-title" className="mb-2 text-lg font-semibold text-white">
            Mesajlar
          </h2>
          <p role="status" className="mb-3 text-sm text-slate-400">
            {pagination.total} mesaj {filtered ? "bulundu" : "listeleniyor"}
          </p>
          {messages.length === 0 ? (
            <p className="card p-6 text-slate-300">Mesaj bulunamadı.</p>
          ) : (
            <ul className="card max-h-[36rem] divide-y divide-white/5 overflow-y-auto">
              {messages.map((message) => (
                <li key={message.id}>
                  <Link
                    to={linkTo({ id: String(message.id), confirm: null })}
                    aria-current={selected?.id === message.id ? "true" : undefined}
                    className={`block px-4 py-3 hover:bg-white/5 ${selected?.id === message.id ? "bg-white/10" : ""}`}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className={`truncate font-medium ${message.status === "new" ? "text-white" : "text-slate-300"}`}>
                        {message.name}
                      </span>
                      <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs ${statusClasses[message.status]}`}>
                        {statusLabels[message.status]}
                      </span>
                    </span>
                    <span className="mt-1 block truncate text-sm text-slate-400">{message.subject || message.message}</span>
                    <span className="mt-1 block text-xs text-slate-400">
                      {dateFormat.format(new Date(message.created_at))} · {priorityLabels[message.priority]}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Pager {...pagination} />
        </section>

        <section aria-labelledby="contact-detail-title" className="lg:col-span-3">
          {selected ? (
            <article className="card space-y-4 p-6">
              <header>
                <h2 id="contact-detail-title" className="text-lg font-semibold text-white">
                  {selected.subject || "Konusuz mesaj"}
                </h2>
                <p className="text-sm text-slate-400">
                  {selected.name} · <a href={`mailto:${selected.email}`} className="text-brand-300">{selected.email}</a>
                  {selected.phone ? ` · ${selected.phone}` : ""}
                </p>
                <p className="text-xs text-slate-400">
                  {dateFormat.format(new Date(selected.created_at))} · Durum: {statusLabels[selected.status]} · Öncelik:{" "}
                  {priorityLabels[selected.priority]}
                </p>
              </header>
              <p className="whitespace-pre-line text-slate-200">{selected.message}</p>

              {confirming ? (
                <div role="alertdialog" aria-labelledby="confirm-title" className="rounded-lg border border-red-500/40 p-4">
                  <h3 id="confirm-title" className="font-semibold text-white">
                    Mesajı Sil
                  </h3>
                  <p className="mt-1 text-slate-300">Bu mesajı silmek istediğinizden emin misiniz?</p>
                  <Form method="post" className="mt-3 flex gap-3">
                    <input type="hidden" name="id" value={selected.id} />
                    <button type="submit" name="intent" value="delete" className="btn btn-danger">
                      Evet, sil
                    </button>
                    <Link to={linkTo({ confirm: null })} className="btn btn-secondary">
                      Vazgeç
                    </Link>
                  </Form>
                </div>
              ) : null}

              <Form method="post" className="flex flex-wrap items-end gap-4 border-t border-white/10 pt-4">
                <input type="hidden" name="id" value={selected.id} />
                <div className="flex flex-col gap-1.5">
                  <label htmlFor="message-status" className="label">
                    Durum
                  </label>
                  <select id="message-status" name="status" defaultValue={selected.status} key={`s-${selected.id}-${selected.status}`} className="input">
                    {contactStatuses.map((status) => (
                      <option key={status} value={status}>
                        {statusLabels[status]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="flex flex-col gap-1.5">
                  <label htmlFor="message-priority" className="label">
                    Öncelik
                  </label>
                  <select
                    id="message-priority"
                    name="priority"
                    defaultValue={selected.priority}
                    key={`p-${selected.id}-${selected.priority}`}
                    className="input"
                  >
                    {priorities.map((priority) => (
                      <option key={priority} value={priority}>
                        {priorityLabels[priority]}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" name="intent" value="update" className="btn btn-primary">
                  Güncelle
                </button>
              </Form>

              <div className="flex flex-wrap gap-3">
                <a
                  href={`mailto:${selected.email}?subject=${encodeURIComponent(`Re: ${selected.subject || "Mesajınız"}`)}`}
                  className="btn btn-secondary"
                >
                  <EnvelopeIcon className="h-5 w-5" aria-hidden="true" />
                  E-posta ile Yanıtla
                </a>
                <Link to={linkTo({ confirm: String(selected.id) })} className="btn btn-danger">
                  Sil
                </Link>
              </div>
            </article>
          ) : (
            <p id="contact-detail-title" className="card p-6 text-slate-400">
              Ayrıntılarını görmek için bir mesaj seçin.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

export default function AdminContactPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-white">İletişim Mesajları</h1>
      <Tabs active={loaderData.tab} />
      {loaderData.tab === "info" ? <InfoForm info={loaderData.info} actionData={actionData} /> : <MessagesTab />}
    </div>
  );
}
