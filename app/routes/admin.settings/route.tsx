import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Cog6ToothIcon } from "@heroicons/react/24/outline";
import { Field, FormErrors } from "~/components/ui/field";
import { requireAdmin } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";
import { AI_REQUESTS_RANGE, FEE_RANGE, OTHER_SETTINGS, siteSettingsSchema } from "~/lib/settings/site-settings";
import { redirectWithToast } from "~/server/toast.server";
import { getSettingValues, getSiteSettings, updateSiteSettings } from "~/models/settings.server";
import { readForm } from "~/server/http.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Site Ayarları", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [settings, others] = await Promise.all([getSiteSettings(), getSettingValues(OTHER_SETTINGS.map((setting) => setting.key))]);
  return { settings, others };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readForm(request), { schema: siteSettingsSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  await updateSiteSettings(submission.value, admin);
  return redirectWithToast(request, "/admin/settings", { type: "success", message: "Site ayarları kaydedildi" });
}

export default function AdminSettingsPage() {
  const { settings, others } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";

  const [form, fields] = useForm({
    id: "site-settings",
    lastResult: actionData?.result,
    constraint: getZodConstraint(siteSettingsSchema),
    defaultValue: {
      registrationEnabled: settings.registrationEnabled ? "on" : undefined,
      aiRequestsPerHour: String(settings.aiRequestsPerHour),
      arbitrageFeePercent: String(settings.arbitrageFeePercent).replace(".", ","),
      adminEmail: settings.adminEmail,
      aiSiteAnswers: settings.aiSiteAnswers ? "on" : undefined,
      emailVerification: settings.emailVerification ? "on" : undefined,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: siteSettingsSchema }),
  });

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold text-white">
          <Cog6ToothIcon className="h-7 w-7 text-brand-400" aria-hidden="true" />
          Site Ayarları
        </h1>
        <p className="mt-1 text-sm text-slate-400">Üyelik, AI kullanım sınırı ve piyasa araçlarının hesap ayarları.</p>
      </header>

      <Form method="post" {...getFormProps(form)} className="card space-y-8">
        <FormErrors id={form.errorId} errors={form.errors} />

        <section aria-labelledby="membership-heading" className="space-y-3">
          <h2 id="membership-heading" className="text-lg font-semibold text-white">
            Üyelik
          </h2>
          <label className="flex items-center gap-3 text-slate-200">
            <input {...getInputProps(fields.registrationEnabled, { type: "checkbox" })} className="h-4 w-4 accent-brand-500" />
            Yeni üye kaydı açık
          </label>
          <p className="text-xs text-slate-400">
            Kapalıyken /register sayfası yeni hesap açmaz ve giriş sayfası kayıt bağlantısını göstermez.
          </p>
          <label className="flex items-center gap-3 text-slate-200">
            <input {...getInputProps(fields.emailVerification, { type: "checkbox" })} className="h-4 w-4 accent-brand-500" />
            Kayıtta e-posta doğrulaması
          </label>
          <p className="text-xs text-slate-400">
            Açıkken yeni üyeler e-postalarına gelen doğrulama bağlantısını açmadan giriş yapamaz. E-postalar SMTP_URL ile gönderilir;
            gidenler ve bekleyenler Giden E-postalar ekranında. Açmadan önce e-postaların gerçekten ulaştığını deneyin.
          </p>
        </section>

        <section aria-labelledby="ai-limit-heading" className="space-y-3">
          <h2 id="ai-limit-heading" className="text-lg font-semibold text-white">
            AI Kullanımı
          </h2>
          <Field
            label="Saatlik AI istek sınırı"
            input={{
              ...getInputProps(fields.aiRequestsPerHour, { type: "number" }),
              min: AI_REQUESTS_RANGE.min,
              max: AI_REQUESTS_RANGE.max,
              step: 1,
            }}
            errors={fields.aiRequestsPerHour.errors}
            errorId={fields.aiRequestsPerHour.errorId}
            hint="Bir kullanıcının veya IP adresinin bir saatte gönderebileceği en fazla AI sohbet ve üretim isteği."
          />
          <label className="flex items-center gap-3 text-slate-200">
            <input {...getInputProps(fields.aiSiteAnswers, { type: "checkbox" })} className="h-4 w-4 accent-brand-500" />
            Sağlayıcı yokken site içeriğinden yanıtla
          </label>
          <p className="text-xs text-slate-400">
            Açıkken, AI sağlayıcısı bağlı değilken sohbet sitenin kendi içeriğinden (canlı fiyatlar, sözlük, dersler, araştırmalar) yanıt
            verir ve bunu söyler. Kapalıyken sohbet sağlayıcı bağlanana kadar kullanılamaz.
          </p>
        </section>

        <section aria-labelledby="market-heading" className="space-y-3">
          <h2 id="market-heading" className="text-lg font-semibold text-white">
            Piyasa Araçları
          </h2>
          <Field
            label="Arbitraj işlem ücreti (%, her adım için)"
            input={{
              ...getInputProps(fields.arbitrageFeePercent, { type: "text" }),
              inputMode: "decimal",
              autoComplete: "off",
            }}
            errors={fields.arbitrageFeePercent.errors}
            errorId={fields.arbitrageFeePercent.errorId}
            hint={`Arbitraj Fırsatları sayfası her alım-satım adımından bu oranı düşer. ${FEE_RANGE.min} ile ${FEE_RANGE.max} arası; ör. 0,1.`}
          />
        </section>

        <section aria-labelledby="contact-heading" className="space-y-3">
          <h2 id="contact-heading" className="text-lg font-semibold text-white">
            Yönetici İletişimi
          </h2>
          <Field
            label="Yönetici e-posta adresi"
            input={{ ...getInputProps(fields.adminEmail, { type: "email" }), autoComplete: "email" }}
            errors={fields.adminEmail.errors}
            errorId={fields.adminEmail.errorId}
            hint="Kayıtlı tutulur; site şimdilik bu adrese e-posta yollamaz. Boş bırakılabilir."
          />
        </section>

        <div className="border-t border-slate-800 pt-6">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? "Kaydediliyor..." : "Kaydet"}
          </button>
        </div>
      </Form>

      <section aria-labelledby="other-settings-heading" className="card space-y-4">
        <h2 id="other-settings-heading" className="text-lg font-semibold text-white">
          Diğer Kayıtlı Ayarlar
        </h2>
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
      </section>
    </div>
  );
}
