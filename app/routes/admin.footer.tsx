import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { PencilSquareIcon } from "@heroicons/react/24/outline";
import { ConfirmDelete } from "~/components/admin-content/delete-control";
import { FormButtons, SelectField, TextAreaField, TextField, useIntentForm } from "~/components/admin-content/form-fields";
import { ListTable } from "~/components/admin-content/list-table";
import { Modal } from "~/components/admin-content/modal";
import { TabNav } from "~/components/admin-content/tabs";
import { formId, invalid, notFound, unknownIntent } from "~/lib/admin-form.server";
import { requireAdmin } from "~/lib/auth.server";
import { footerHeaderSchema, footerInfoSchema, footerLinkSchema, footerSocialSchema } from "~/lib/content-schemas";
import { footerLists } from "~/lib/footer-api.server";
import { pageMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { recordActivity } from "~/models/activity.server";
import {
  deleteFooterItem,
  ensureFooterDefaults,
  getFooterInfo,
  listFooterHeaders,
  listFooterLinks,
  listFooterSocialLinks,
  saveFooterHeader,
  saveFooterInfo,
  saveFooterLink,
  saveFooterSocialLink,
} from "~/models/footer.server";

const PAGE = "/admin/footer";
const tabs = [
  { id: "info", label: "Şirket Bilgileri" },
  { id: "links", label: "Footer Linkleri" },
  { id: "social", label: "Sosyal Medya" },
  { id: "headers", label: "Sütun Başlıkları" },
] as const;
type Tab = (typeof tabs)[number]["id"];

const deleteMessages: Record<Exclude<Tab, "info">, string> = {
  links: "Bu linki silmek istediğinizden emin misiniz?",
  social: "Bu sosyal medya linkini silmek istediğinizden emin misiniz?",
  headers: "Bu sütun başlığını silmek istediğinizden emin misiniz?",
};

const columnOptions = [1, 2, 3].map((n) => ({ value: String(n), label: `${n}. sütun` }));

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Footer Yönetimi", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  // The screen creates whatever part of the footer is missing on first load, so the admin edits real rows.
  await ensureFooterDefaults();
  const [info, links, social, headers] = await Promise.all([
    getFooterInfo(),
    listFooterLinks(),
    listFooterSocialLinks(),
    listFooterHeaders(),
  ]);
  return { info, links, social, headers };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const actor = { id: admin.id, username: admin.username };
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const done = async (tab: Tab, title: string, message: string) => {
    await recordActivity({ action: `footer.${intent}`, title, icon: "FileText", actor });
    return redirectWithToast(request, `${PAGE}?tab=${tab}`, { type: "success", message });
  };

  switch (intent) {
    case "save-info": {
      const submission = parseWithZod(formData, { schema: footerInfoSchema });
      if (submission.status !== "success") return invalid(intent, submission.reply());
      await saveFooterInfo(submission.value);
      return done("info", "Footer şirket bilgileri güncellendi", "Şirket bilgileri kaydedildi.");
    }
    case "save-link": {
      const submission = parseWithZod(formData, { schema: footerLinkSchema });
      if (submission.status !== "success") return invalid(intent, submission.reply());
      const { id, ...input } = submission.value;
      if (!(await saveFooterLink(input, id))) notFound("Link bulunamadı.");
      return done("links", id ? "Footer linki güncellendi" : "Footer linki eklendi", "Link kaydedildi.");
    }
    case "save-social": {
      const submission = parseWithZod(formData, { schema: footerSocialSchema });
      if (submission.status !== "success") return invalid(intent, submission.reply());
      const { id, ...input } = submission.value;
      if (!(await saveFooterSocialLink(input, id))) notFound("Sosyal medya linki bulunamadı.");
      return done("social", id ? "Sosyal medya linki güncellendi" : "Sosyal medya linki eklendi", "Sosyal medya linki kaydedildi.");
    }
    case "save-header": {
      const submission = parseWithZod(formData, { schema: footerHeaderSchema });
      if (submission.status !== "success") return invalid(intent, submission.reply());
      const { id, ...input } = submission.value;
      if (!(await saveFooterHeader(input, id))) notFound("Sütun başlığı bulunamadı.");
      return done("headers", id ? "Sütun başlığı güncellendi" : "Sütun başlığı eklendi", "Sütun başlığı kaydedildi.");
    }
    case "delete-link":
    case "delete-social":
    case "delete-header": {
      const tab = ({ "delete-link": "links", "delete-social": "social", "delete-header": "headers" } as const)[intent];
      if (!(await deleteFooterItem(footerLists[tab].table, formId(formData)))) notFound();
      return done(tab, "Footer öğesi silindi", "Silindi.");
    }
    default:
      return unknownIntent();
  }
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function InfoForm({ info }: { info: LoaderData["info"] }) {
  const [form, fields] = useIntentForm(footerInfoSchema, { id: "footer-info", intent: "save-info", defaultValue: info });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <TextField field={fields.company_name} label="Şirket adı" />
      <TextAreaField field={fields.description} label="Açıklama" />
      <TextAreaField field={fields.newsletter_description} label="Bülten açıklaması" rows={2} />
      <TextField field={fields.address} label="Adres" />
      <TextField field={fields.phone} label="Telefon" type="tel" />
      <TextField field={fields.email} label="E-posta" type="email" />
      <TextField field={fields.copyright} label="Telif metni" hint="{year} yerine içinde bulunulan yıl yazılır." />
      <FormButtons intent="save-info" cancelTo={`${PAGE}?tab=info`} />
    </Form>
  );
}

function LinkForm({ link, order }: { link?: LoaderData["links"][number]; order: number }) {
  const [form, fields] = useIntentForm(footerLinkSchema, {
    id: `footer-link-${link?.id ?? "new"}`,
    intent: "save-link",
    defaultValue: link ?? { column_number: 1, sort_order: order },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {link ? <input type="hidden" name="id" value={link.id} /> : null}
      <TextField field={fields.title} label="Başlık" />
      <TextField field={fields.url} label="URL" placeholder="/about veya https://..." />
      <SelectField field={fields.column_number} label="Sütun" options={columnOptions} />
      <TextField field={fields.sort_order} label="Sıra" type="number" />
      <FormButtons intent="save-link" cancelTo={`${PAGE}?tab=links`} />
    </Form>
  );
}

function SocialForm({ item, order }: { item?: LoaderData["social"][number]; order: number }) {
  const [form, fields] = useIntentForm(footerSocialSchema, {
    id: `footer-social-${item?.id ?? "new"}`,
    intent: "save-social",
    defaultValue: item ?? { sort_order: order },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <TextField field={fields.platform} label="Platform" placeholder="Twitter" />
      <TextField field={fields.url} label="URL" type="url" placeholder="https://..." />
      <TextField field={fields.icon} label="Simge" hint="CSS sınıfı, emoji veya twitter / telegram / youtube gibi bir ad." />
      <TextField field={fields.sort_order} label="Sıra" type="number" />
      <FormButtons intent="save-social" cancelTo={`${PAGE}?tab=social`} />
    </Form>
  );
}

function HeaderForm({ header, order }: { header?: LoaderData["headers"][number]; order: number }) {
  const [form, fields] = useIntentForm(footerHeaderSchema, {
    id: `footer-header-${header?.id ?? "new"}`,
    intent: "save-header",
    defaultValue: header ?? { column_number: 1, sort_order: order },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {header ? <input type="hidden" name="id" value={header.id} /> : null}
      <TextField field={fields.title} label="Başlık" />
      <SelectField field={fields.column_number} label="Sütun" options={columnOptions} />
      <TextField field={fields.sort_order} label="Sıra" type="number" />
      <FormButtons intent="save-header" cancelTo={`${PAGE}?tab=headers`} />
    </Form>
  );
}

export default function AdminFooterPage() {
  const { info, links, social, headers } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const tab = (tabs.find((t) => t.id === params.get("tab"))?.id ?? "info") as Tab;
  const editId = Number(params.get("edit"));
  const confirmId = Number(params.get("confirm"));
  const adding = params.get("new") === "1";
  const back = `${PAGE}?tab=${tab}`;

  const lists = { links, social, headers };
  const confirmItem = tab !== "info" && confirmId ? lists[tab].find((item) => item.id === confirmId) : undefined;

  return (
    <div>
      <h1 className="text-2xl font-bold text-white">Footer Yönetimi</h1>
      <p className="mt-1 text-sm text-slate-400">Sitenin alt kısmındaki şirket bilgilerini, linkleri ve sosyal medya hesaplarını yönetin.</p>
      <TabNav tabs={[...tabs]} current={tab} label="Footer bölümleri" />

      {tab === "info" ? (
        <section className="card mt-6 p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 className="text-lg font-semibold text-white">{info.company_name}</h2>
            <Link to="?tab=info&edit=1" className="btn btn-secondary">
              <PencilSquareIcon className="h-5 w-5" aria-hidden="true" />
              Düzenle
            </Link>
          </div>
          <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
            {(
              [
                ["Açıklama", info.description],
                ["Bülten açıklaması", info.newsletter_description],
                ["Adres", info.address],
                ["Telefon", info.phone],
                ["E-posta", info.email],
                ["Telif", info.copyright],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-400">{label}</dt>
                <dd className="mt-1 text-slate-100">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {tab === "links" ? (
        <ListTable
          tab="links"
          deleteIntent="delete-link"
          deleteMessage={deleteMessages.links}
          addLabel="Link Ekle"
          columns={["Başlık", "URL", "Sütun", "Sıra"]}
          rows={links.map((link) => ({
            id: link.id,
            name: link.title,
            cells: [link.title, <code key="url">{link.url}</code>, link.column_number, link.sort_order],
          }))}
        />
      ) : null}
      {tab === "social" ? (
        <ListTable
          tab="social"
          deleteIntent="delete-social"
          deleteMessage={deleteMessages.social}
          addLabel="Sosyal Medya Ekle"
          columns={["Platform", "URL", "Simge", "Sıra"]}
          rows={social.map((item) => ({
            id: item.id,
            name: item.platform,
            cells: [item.platform, <code key="url">{item.url}</code>, item.icon, item.sort_order],
          }))}
        />
      ) : null}
      {tab === "headers" ? (
        <ListTable
          tab="headers"
          deleteIntent="delete-header"
          deleteMessage={deleteMessages.headers}
          addLabel="Başlık Ekle"
          columns={["Başlık", "Sütun", "Sıra"]}
          rows={headers.map((header) => ({
            id: header.id,
            name: header.title,
            cells: [header.title, header.column_number, header.sort_order],
          }))}
        />
      ) : null}

      {tab === "info" && editId ? (
        <Modal title="Şirket Bilgilerini Düzenle" closeTo={back}>
          <InfoForm info={info} />
        </Modal>
      ) : null}
      {tab === "links" && (adding || editId) ? (
        <Modal title={adding ? "Yeni Link" : "Linki Düzenle"} closeTo={back}>
          <LinkForm link={links.find((l) => l.id === editId)} order={links.length + 1} />
        </Modal>
      ) : null}
      {tab === "social" && (adding || editId) ? (
        <Modal title={adding ? "Yeni Sosyal Medya Linki" : "Sosyal Medya Linkini Düzenle"} closeTo={back}>
          <SocialForm item={social.find((s) => s.id === editId)} order={social.length + 1} />
        </Modal>
      ) : null}
      {tab === "headers" && (adding || editId) ? (
        <Modal title={adding ? "Yeni Sütun Başlığı" : "Sütun Başlığını Düzenle"} closeTo={back}>
          <HeaderForm header={headers.find((h) => h.id === editId)} order={headers.length + 1} />
        </Modal>
      ) : null}
      {confirmItem && tab !== "info" ? (
        <Modal title="Silmeyi Onayla" closeTo={back}>
          <ConfirmDelete
            intent={{ links: "delete-link", social: "delete-social", headers: "delete-header" }[tab]}
            id={confirmItem.id}
            message={deleteMessages[tab]}
            cancelTo={back}
          />
        </Modal>
      ) : null}
    </div>
  );
}
