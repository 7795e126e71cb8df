import { TitledSection } from "~/components/admin/titled-section";
import { PageTitle } from "~/components/admin/page-title";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { CheckboxField, FormErrors, TextField, useIntentForm } from "~/components/ui/form-fields";
import { requireAdmin } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";
import { AI_REQUESTS_RANGE, DEFAULT_EMBEDDING_MODEL, FEE_RANGE, OTHER_SETTINGS, siteSettingsSchema } from "~/lib/settings/site-settings";
import { redirectWithToast } from "~/server/toast.server";
import { getSettingValues, getSiteSettings, updateSiteSettings } from "~/models/settings.server";
import { readForm } from "~/server/http.server";
import { formReply } from "~/server/form-reply.server";

// The name this page's one form goes by in the action's reply.
const FORM = "site-settings";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Site Ayarları", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [settings, others] = await Promise.all([getSiteSettings(), getSettingValues(OTHER_SETTINGS.map((setting) => setting.key))]);
  return { settings, others };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readForm(request), { schema: siteSettingsSchema });
  if (submission.status !== "success") return formReply(FORM, submission.reply());
  await updateSiteSettings(submission.value, admin);
  return redirectWithToast(request, "/admin/settings", { type: "success", message: "Site ayarları kaydedildi" });
}

export default function AdminSettingsPage() {
  const { settings, others } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";

  const [form, fields] = useIntentForm(siteSettingsSchema, {
    id: FORM,
    intent: FORM,
    defaultValue: {
      registrationEnabled: settings.registrationEnabled ? "on" : undefined,
      aiRequestsPerHour: String(settings.aiRequestsPerHour),
      arbitrageFeePercent: String(settings.arbitrageFeePercent).replace(".", ","),
      adminEmail: settings.adminEmail,
      aiSiteAnswers: settings.aiSiteAnswers ? "on" : undefined,
      emailVerification: settings.emailVerification ? "on" : undefined,
      aiEmbeddingModel: settings.aiEmbeddingModel,
    },
  });

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <PageTitle icon="Cog6ToothIcon">Site Ayarları</PageTitle>
        <p className="mt-1 text-sm text-slate-400">Üyelik, AI kullanım sınırı ve piyasa araçlarının hesap ayarları.</p>
      </header>

      <Form method="post" {...getFormProps(form)} className="card space-y-8">
        <FormErrors id={form.errorId} errors={form.errors} />

        <TitledSection id="membership-heading" title="Üyelik" className="space-y-3">
          <CheckboxField
            field={fields.registrationEnabled}
            label="Yeni üye kaydı açık"
            hint="Kapalıyken /register sayfası yeni hesap açmaz ve giriş sayfası kayıt bağlantısını göstermez."
          />
          <CheckboxField
            field={fields.emailVerification}
            label="Kayıtta e-posta doğrulaması"
            hint="Açıkken yeni üyeler e-postalarına gelen doğrulama bağlantısını açmadan giriş yapamaz. E-postalar SMTP_URL ile gönderilir; gidenler ve bekleyenler Giden E-postalar ekranında. Açmadan önce e-postaların gerçekten ulaştığını deneyin."
          />
        </TitledSection>

        <TitledSection id="ai-limit-heading" title="AI Kullanımı" className="space-y-3">
          <TextField
            field={fields.aiRequestsPerHour}
            label="Saatlik AI istek sınırı"
            type="number"
            min={AI_REQUESTS_RANGE.min}
            max={AI_REQUESTS_RANGE.max}
            step={1}
            hint="Bir kullanıcının veya IP adresinin bir saatte gönderebileceği en fazla AI sohbet ve üretim isteği."
            mark={false}
          />
          <CheckboxField
            field={fields.aiSiteAnswers}
            label="Sağlayıcı yokken site içeriğinden yanıtla"
            hint="Açıkken, AI sağlayıcısı bağlı değilken sohbet sitenin kendi içeriğinden (canlı fiyatlar, sözlük, dersler, araştırmalar) yanıt verir ve bunu söyler. Kapalıyken sohbet sağlayıcı bağlanana kadar kullanılamaz."
          />
          <TextField
            field={fields.aiEmbeddingModel}
            label="Gömme (embedding) modeli"
            autoComplete="off"
            hint={`Sağlayıcı /embeddings sunuyorsa site metinleri bu modelle arka planda vektöre çevrilir ve asistan anahtar kelime aramasını anlam benzerliğiyle birleştirir. Sunmuyorsa yalnızca anahtar kelime araması kullanılır. Boş bırakılırsa ${DEFAULT_EMBEDDING_MODEL}.`}
            mark={false}
          />
        </TitledSection>

        <TitledSection id="market-heading" title="Piyasa Araçları" className="space-y-3">
          <TextField
            field={fields.arbitrageFeePercent}
            label="Arbitraj işlem ücreti (%, her adım için)"
            inputMode="decimal"
            autoComplete="off"
            hint={`Arbitraj Fırsatları sayfası her alım-satım adımından bu oranı düşer. ${FEE_RANGE.min} ile ${FEE_RANGE.max} arası; ör. 0,1.`}
            mark={false}
          />
        </TitledSection>

        <TitledSection id="contact-heading" title="Yönetici İletişimi" className="space-y-3">
          <TextField
            field={fields.adminEmail}
            label="Yönetici e-posta adresi"
            type="email"
            autoComplete="email"
            hint="Kayıtlı tutulur; site şimdilik bu adrese e-posta yollamaz. Boş bırakılabilir."
            mark={false}
          />
        </TitledSection>

        <div className="border-t border-slate-800 pt-6">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? "Kaydediliyor..." : "Kaydet"}
          </button>
        </div>
      </Form>

      <TitledSection id="other-settings-heading" title="Diğer Kayıtlı Ayarlar" className="card space-y-4">
        <dl className="divide-y divide-white/5">
          {OTHER_SETTINGS.map((setting) => (
            <div key={setting.key} className="grid gap-1 py-3 sm:grid-cols-3">
              <dt className="font-medium text-slate-200">{setting.label}</dt>
              <dd className="text-sm text-slate-400 sm:col-span-2">
                <span className="block font-mono text-slate-300">{others[setting.key] || "(boş)"}</span>
                {setting.note}{" "}
                {setting.to ? (
                  <Link to={setting.to} className="text-brand-300 underline hover:text-brand-200">
                    Düzenle
                  </Link>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      </TitledSection>
    </div>
  );
}
