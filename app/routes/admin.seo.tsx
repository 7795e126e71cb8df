import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { ConfirmDelete } from "~/components/admin-content/delete-control";
import { CheckboxField, SelectField, TextAreaField, TextField, useIntentForm } from "~/components/admin-content/form-fields";
import { ListTable } from "~/components/admin-content/list-table";
import { Modal } from "~/components/admin-content/modal";
import { TabNav } from "~/components/admin-content/tabs";
import { formId, invalid, notFound, unknownIntent } from "~/lib/admin-form.server";
import { requireAdmin } from "~/lib/auth.server";
import { pageMeta } from "~/lib/seo";
import {
  googleServicesFormSchema,
  orgTypes,
  pageSeoFormSchema,
  pageSeoTakenMessage,
  seoSettingsFormSchema,
  structuredDataFormSchema,
} from "~/lib/seo-schemas";
import { redirectWithToast } from "~/lib/toast.server";
import { recordActivity } from "~/models/activity.server";
import {
  deletePageSeo,
  getGoogleServices,
  getPageSeoById,
  getSeoSettings,
  getStructuredData,
  listPageSeo,
  parseSocialProfiles,
  saveGoogleServices,
  saveSeoSettings,
  saveStructuredData,
  storePageSeo,
} from "~/models/seo.server";

const PAGE = "/admin/seo";
const tabs = [
  { id: "general", label: "Genel Ayarlar" },
  { id: "structured", label: "Yapılandırılmış Veri" },
  { id: "google", label: "Google Servisleri" },
  { id: "pages", label: "Sayfa SEO" },
] as const;
type Tab = (typeof tabs)[number]["id"];

const deleteMessage = "Bu sayfa SEO kaydını silmek istediğinizden emin misiniz?";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "SEO Yönetimi", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [settings, structured, google, pages] = await Promise.all([
    getSeoSettings(),
    getStructuredData(),
    getGoogleServices(),
    listPageSeo(),
  ]);
  return { settings, structured: { ...structured, profiles: parseSocialProfiles(structured.social_profiles) }, google, pages };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const actor = { id: admin.id, username: admin.username };
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const done = async (tab: Tab, title: string, message: string, description?: string) => {
    await recordActivity({ action: `seo.${intent}`, title, description, icon: "FileText", actor });
    return redirectWithToast(request, `${PAGE}?tab=${tab}`, { type: "success", message });
  };

  switch (intent) {
    case "save-settings": {
      const submission = parseWithZod(formData, { schema: seoSettingsFormSchema });
      if (submission.status !== "success") return invalid(intent, submission.reply());
      await saveSeoSettings(submission.value);
      return done("general", "SEO ayarları güncellendi", "SEO ayarları kaydedildi");
    }
    case "save-structured": {
      const submission = parseWithZod(formData, { schema: structuredDataFormSchema });
      if (submission.status !== "success") return invalid(intent, submission.reply());
      const { social_profiles, ...rest } = submission.value;
      await saveStructuredData({ ...rest, social_profiles: JSON.stringify(social_profiles) });
      return done("structured", "Yapılandırılmış veri güncellendi", "Yapılandırılmış veri kaydedildi");
    }
    case "save-google": {
      const submission = parseWithZod(formData, { schema: googleServicesFormSchema });
      if (submission.status !== "success") return invalid(intent, submission.reply());
      await saveGoogleServices(submission.value);
      return done("google", "Google servisleri güncellendi", "Google servisleri kaydedildi");
    }
    case "save-page": {
      const submission = parseWithZod(formData, { schema: pageSeoFormSchema });
      if (submission.status !== "success") return invalid(intent, submission.reply());
      const { id, ...input } = submission.value;
      const result = await storePageSeo(input, id);
      if (!result.ok && result.reason === "missing") notFound("Sayfa SEO kaydı bulunamadı.");
      if (!result.ok) return invalid(intent, submission.reply({ fieldErrors: { page_path: [pageSeoTakenMessage] } }));
      const message = id ? "Sayfa SEO güncellendi" : "Sayfa SEO oluşturuldu";
      return done("pages", message, message, result.entry.page_path);
    }
    case "delete-page": {
      const entry = await getPageSeoById(formId(formData));
      if (!entry || !(await deletePageSeo(entry.id))) notFound("Sayfa SEO kaydı bulunamadı.");
      return done("pages", "Sayfa SEO silindi", "Sayfa SEO silindi", entry.page_path);
    }
    default:
      return unknownIntent();
  }
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

const checked = (flag: number) => (flag ? "on" : undefined);

/** Search results cut descriptions at about 160 characters; the count follows typing with JavaScript. */
function lengthHint(value: unknown) {
  const length = typeof value === "string" ? value.length : 0;
  return (
    <span className={length > 160 ? "text-amber-300" : undefined}>
      {length}/160 karakter. Önerilen uzunluk en fazla 160 karakterdir.
    </span>
  );
}

function SaveButton({ intent }: { intent: string }) {
  return (
    <div className="flex justify-end">
      <button type="submit" name="intent" value={intent} className="btn btn-primary">
        Kaydet
      </button>
    </div>
  );
}

function SummaryCards({ settings, google, pageCount }: { settings: LoaderData["settings"]; google: LoaderData["google"]; pageCount: number }) {
  const cards = [
    { label: "Site Haritası", value: settings.sitemap_enabled ? "Aktif" : "Pasif", on: settings.sitemap_enabled === 1 },
    { label: "Robots.txt", value: settings.robots_txt.trim() ? "Yapılandırıldı" : "Varsayılan", on: settings.robots_txt.trim() !== "" },
    { label: "Analytics", value: google.analytics_enabled ? "Aktif" : "Pasif", on: google.analytics_enabled === 1 },
    { label: "Sayfa SEO", value: String(pageCount), on: pageCount > 0 },
  ];
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="card p-4">
          <dt className="text-sm text-slate-400">{card.label}</dt>
          <dd className={`mt-1 text-xl font-semibold ${card.on ? "text-emerald-300" : "text-slate-200"}`}>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function GeneralForm({ settings }: { settings: LoaderData["settings"] }) {
  const [form, fields] = useIntentForm(seoSettingsFormSchema, {
    id: "seo-settings",
    intent: "save-settings",
    defaultValue: {
      ...settings,
      sitemap_enabled: checked(settings.sitemap_enabled),
      rss_enabled: checked(settings.rss_enabled),
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="card mt-6 flex flex-col gap-4 p-6">
      <h2 className="text-lg font-semibold text-white">Genel SEO Ayarları</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.site_name} label="Site adı" />
        <TextField field={fields.default_title} label="Varsayılan başlık" />
      </div>
      <TextAreaField field={fields.site_description} label="Site açıklaması" rows={2} hint={lengthHint(fields.site_description.value)} />
      <TextField field={fields.default_keywords} label="Varsayılan anahtar kelimeler" hint="Virgülle ayırın." />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.og_image} label="Varsayılan OG görseli" placeholder="https://..." />
        <TextField field={fields.favicon} label="Favicon" placeholder="/favicon.ico" />
      </div>
      <TextField field={fields.canonical_url_base} label="Kanonik URL tabanı" type="url" placeholder="https://ornek.com" />
      <TextAreaField
        field={fields.robots_txt}
        label="robots.txt"
        rows={6}
        mono
        hint="Boş bırakılırsa site haritasını da gösteren varsayılan robots.txt kullanılır."
      />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="label mb-2">Doğrulama kodları</legend>
        <TextField field={fields.google_verification} label="Google" />
        <TextField field={fields.bing_verification} label="Bing" />
        <TextField field={fields.yandex_verification} label="Yandex" />
      </fieldset>
      <div className="flex flex-wrap gap-6">
        <CheckboxField field={fields.sitemap_enabled} label="Site haritası (sitemap.xml) etkin" />
        <CheckboxField field={fields.rss_enabled} label="RSS beslemesi (rss.xml) etkin" />
      </div>
      <SaveButton intent="save-settings" />
    </Form>
  );
}

function StructuredForm({ structured }: { structured: LoaderData["structured"] }) {
  const [form, fields] = useIntentForm(structuredDataFormSchema, {
    id: "seo-structured",
    intent: "save-structured",
    defaultValue: { ...structured, social_profiles: structured.profiles.join("\n") },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="card mt-6 flex flex-col gap-4 p-6">
      <h2 className="text-lg font-semibold text-white">Organizasyon Bilgileri (JSON-LD)</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField field={fields.org_type} label="Organizasyon türü" options={orgTypes.map((type) => ({ ...type }))} />
        <TextField field={fields.org_name} label="Organizasyon adı" />
        <TextField field={fields.org_url} label="Web sitesi" type="url" placeholder="https://..." />
        <TextField field={fields.org_logo} label="Logo URL" placeholder="https://..." />
        <TextField field={fields.org_phone} label="Telefon" type="tel" />
        <TextField field={fields.org_email} label="E-posta" type="email" />
      </div>
      <TextAreaField field={fields.org_description} label="Açıklama" rows={2} />
      <TextField field={fields.org_address} label="Adres" />
      <TextAreaField
        field={fields.social_profiles}
        label="Sosyal medya profilleri"
        rows={5}
        mono
        hint="Her satıra bir profil adresi yazın (https://...)."
      />
      {structured.profiles.length > 0 ? (
        <div>
          <h3 className="text-sm font-medium text-slate-300">Kayıtlı profiller ({structured.profiles.length})</h3>
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-300">
            {structured.profiles.map((url) => (
              <li key={url}>
                <code>{url}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-400">Henüz sosyal medya profili eklenmedi.</p>
      )}
      <SaveButton intent="save-structured" />
    </Form>
  );
}

function GoogleForm({ google }: { google: LoaderData["google"] }) {
  const [form, fields] = useIntentForm(googleServicesFormSchema, {
    id: "seo-google",
    intent: "save-google",
    defaultValue: {
      ...google,
      analytics_enabled: checked(google.analytics_enabled),
      adsense_enabled: checked(google.adsense_enabled),
      search_console_enabled: checked(google.search_console_enabled),
      tag_manager_enabled: checked(google.tag_manager_enabled),
    },
  });
  const services = [
    { title: "Google Analytics", flag: fields.analytics_enabled, id: fields.analytics_id, idLabel: "Ölçüm kimliği", placeholder: "G-XXXXXXXXXX" },
    { title: "Google AdSense", flag: fields.adsense_enabled, id: fields.adsense_publisher_id, idLabel: "Yayıncı kimliği", placeholder: "ca-pub-0000000000000000" },
    {
      title: "Google Search Console",
      flag: fields.search_console_enabled,
      id: fields.search_console_verification,
      idLabel: "Doğrulama kodu",
      placeholder: "",
    },
    { title: "Google Tag Manager", flag: fields.tag_manager_enabled, id: fields.tag_manager_id, idLabel: "Kapsayıcı kimliği", placeholder: "GTM-XXXXXXX" },
  ];
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        {services.map((service) => (
          <section key={service.title} className="card flex flex-col gap-3 p-5">
            <h2 className="font-semibold text-white">{service.title}</h2>
            <CheckboxField field={service.flag} label={`${service.title} etkin`} />
            <TextField field={service.id} label={service.idLabel} placeholder={service.placeholder} />
          </section>
        ))}
      </div>
      <SaveButton intent="save-google" />
    </Form>
  );
}

function PageSeoForm({ entry }: { entry?: LoaderData["pages"][number] }) {
  const [form, fields] = useIntentForm(pageSeoFormSchema, {
    id: `page-seo-${entry?.id ?? "new"}`,
    intent: "save-page",
    defaultValue: entry ? { ...entry, noindex: checked(entry.noindex), nofollow: checked(entry.nofollow) } : undefined,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {entry ? <input type="hidden" name="id" value={entry.id} /> : null}
      <TextField field={fields.page_path} label="Sayfa yolu" placeholder="/about" />
      <TextField field={fields.title} label="Başlık" />
      <TextAreaField field={fields.description} label="Açıklama" rows={2} hint={lengthHint(fields.description.value)} />
      <TextField field={fields.keywords} label="Anahtar kelimeler" hint="Virgülle ayırın." />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.og_title} label="OG başlığı" />
        <TextField field={fields.og_image} label="OG görseli" placeholder="https://..." />
      </div>
      <TextAreaField field={fields.og_description} label="OG açıklaması" rows={2} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.twitter_title} label="Twitter başlığı" />
        <TextField field={fields.twitter_image} label="Twitter görseli" placeholder="https://..." />
      </div>
      <TextAreaField field={fields.twitter_description} label="Twitter açıklaması" rows={2} />
      <TextField field={fields.canonical_url} label="Kanonik URL" type="url" placeholder="https://..." />
      <div className="flex flex-wrap gap-6">
        <CheckboxField field={fields.noindex} label="Arama motorları dizinlemesin (noindex)" />
        <CheckboxField field={fields.nofollow} label="Bağlantılar izlenmesin (nofollow)" />
      </div>
      <div className="flex justify-end gap-2">
        <Link to={`${PAGE}?tab=pages`} className="btn btn-secondary">
          İptal
        </Link>
        <button type="submit" name="intent" value="save-page" className="btn btn-primary">
          Kaydet
        </button>
      </div>
    </Form>
  );
}

function PagesTable({ pages }: { pages: LoaderData["pages"] }) {
  const none = <span className="text-slate-400">—</span>;
  return (
    <ListTable
      title="Sayfa SEO Kayıtları"
      tab="pages"
      addLabel="Sayfa SEO Ekle"
      columns={["Sayfa yolu", "Başlık", "Açıklama", "Robots"]}
      rows={pages.map((entry) => ({
        id: entry.id,
        name: entry.page_path,
        cells: [
          <code key="path">{entry.page_path}</code>,
          entry.title || none,
          <span key="description" className="block max-w-xs truncate text-slate-300">
            {entry.description || none}
          </span>,
          [entry.noindex ? "noindex" : "index", entry.nofollow ? "nofollow" : "follow"].join(", "),
        ],
      }))}
      deleteIntent="delete-page"
      deleteMessage={deleteMessage}
      emptyText="Henüz sayfa SEO kaydı yok."
    />
  );
}

export default function AdminSeoPage() {
  const { settings, structured, google, pages } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const tab = (tabs.find((t) => t.id === params.get("tab"))?.id ?? "general") as Tab;
  const editId = Number(params.get("edit"));
  const confirmId = Number(params.get("confirm"));
  const adding = params.get("new") === "1";
  const back = `${PAGE}?tab=pages`;
  const editing = tab === "pages" && editId ? pages.find((entry) => entry.id === editId) : undefined;
  const confirming = tab === "pages" && confirmId ? pages.find((entry) => entry.id === confirmId) : undefined;

  return (
    <div>
      <h1 className="text-2xl font-bold text-white">SEO Yönetimi</h1>
      <p className="mt-1 text-sm text-slate-400">Arama motorları ve sosyal ağlar için site ve sayfa ayarlarını yönetin.</p>
      <SummaryCards settings={settings} google={google} pageCount={pages.length} />
      <TabNav tabs={tabs.map((t) => (t.id === "pages" ? { ...t, count: pages.length } : { ...t }))} current={tab} label="SEO bölümleri" />

      {tab === "general" ? <GeneralForm settings={settings} /> : null}
      {tab === "structured" ? <StructuredForm structured={structured} /> : null}
      {tab === "google" ? <GoogleForm google={google} /> : null}
      {tab === "pages" ? <PagesTable pages={pages} /> : null}

      {tab === "pages" && (adding || editing) ? (
        <Modal title={editing ? "Sayfa SEO Düzenle" : "Yeni Sayfa SEO"} closeTo={back}>
          <PageSeoForm key={editing?.id ?? "new"} entry={editing} />
        </Modal>
      ) : null}
      {confirming ? (
        <Modal title="Silmeyi Onayla" closeTo={back}>
          <ConfirmDelete intent="delete-page" id={confirming.id} message={deleteMessage} cancelTo={back} />
        </Modal>
      ) : null}
    </div>
  );
}
