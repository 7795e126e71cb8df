import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CheckboxField, FormButtons, SelectField, TextAreaField, TextField, useIntentForm } from "~/components/ui/form-fields";
import { googleServicesFormSchema, pageSeoFormSchema, seoSettingsFormSchema, structuredDataFormSchema } from "~/lib/seo/schemas";
import { organizationTypes } from "~/lib/seo/organization-types";
import type { useSeoData } from "./route";
import { seoTabPath } from "./tabs";

type LoaderData = ReturnType<typeof useSeoData>;

const checked = (flag: number) => (flag ? "on" : undefined);

/** Search results cut descriptions at about 160 characters; the count follows typing with JavaScript. */
function lengthHint(value: unknown) {
  const length = typeof value === "string" ? value.length : 0;
  return (
    <span className={length > 160 ? "text-amber-300" : undefined}>{length}/160 karakter. Önerilen uzunluk en fazla 160 karakterdir.</span>
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

export function GeneralForm({ settings }: { settings: LoaderData["settings"] }) {
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

export function StructuredForm({ structured }: { structured: LoaderData["structured"] }) {
  const [form, fields] = useIntentForm(structuredDataFormSchema, {
    id: "seo-structured",
    intent: "save-structured",
    defaultValue: { ...structured, social_profiles: structured.profiles.join("\n") },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="card mt-6 flex flex-col gap-4 p-6">
      <h2 className="text-lg font-semibold text-white">Organizasyon Bilgileri (JSON-LD)</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField field={fields.org_type} label="Organizasyon türü" options={organizationTypes.map((type) => ({ ...type }))} />
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

export function GoogleForm({ google }: { google: LoaderData["google"] }) {
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
    {
      title: "Google Analytics",
      flag: fields.analytics_enabled,
      id: fields.analytics_id,
      idLabel: "Ölçüm kimliği",
      placeholder: "G-XXXXXXXXXX",
    },
    {
      title: "Google AdSense",
      flag: fields.adsense_enabled,
      id: fields.adsense_publisher_id,
      idLabel: "Yayıncı kimliği",
      placeholder: "ca-pub-0000000000000000",
    },
    {
      title: "Google Search Console",
      flag: fields.search_console_enabled,
      id: fields.search_console_verification,
      idLabel: "Doğrulama kodu",
      placeholder: "",
    },
    {
      title: "Google Tag Manager",
      flag: fields.tag_manager_enabled,
      id: fields.tag_manager_id,
      idLabel: "Kapsayıcı kimliği",
      placeholder: "GTM-XXXXXXX",
    },
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

export function PageSeoForm({ entry }: { entry?: LoaderData["pages"][number] }) {
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
      <FormButtons intent="save-page" cancelTo={seoTabPath.pages} />
    </Form>
  );
}
