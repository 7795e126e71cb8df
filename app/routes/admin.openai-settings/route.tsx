import { TitledSection } from "~/components/admin/titled-section";
import { PageTitle } from "~/components/admin/page-title";
import { getFormProps } from "@conform-to/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { CheckboxField, FormErrors, TextAreaField, TextField, useIntentForm } from "~/components/ui/form-fields";
import type { FormReply } from "~/lib/forms/reply";
import { AI_RANGES, aiSettingsSchema } from "~/lib/ai/settings";
import { requireAdmin } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";
import { useHydrated } from "~/lib/use-hydrated";
import { getAdminAiSettings, listRecentAiMessages } from "~/models/ai.server";
import type { ProviderTest } from "~/services/ai-chat.server";
import { modelSuggestions } from "~/services/ai-models.server";
import { RecentAiMessages, TestResult } from "./parts";
import { OutlineIcon } from "~/components/icon-file";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "OpenAI Ayarları", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [settings, recent, modelList] = await Promise.all([getAdminAiSettings(), listRecentAiMessages(), modelSuggestions()]);
  return { settings, recent, modelList };
}

export { action } from "./intents.server";

type ActionData = Partial<FormReply> & { test?: ProviderTest; error?: string };

/** Keyed by location, so a saved key does not linger in the field after the redirect. */
export default function AdminOpenAiSettingsPage() {
  const location = useLocation();
  return <SettingsPage key={location.key} />;
}

function SettingsPage() {
  const { settings, recent, modelList } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const testFetcher = useFetcher<ActionData>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [showKey, setShowKey] = useState(false);
  const [typedKey, setTypedKey] = useState("");

  const [form, fields] = useIntentForm(aiSettingsSchema, {
    id: "ai-settings",
    intent: ["save", "test"],
    defaultValue: {
      base_url: settings.base_url,
      model: settings.model,
      max_tokens: String(settings.max_tokens),
      temperature: String(settings.temperature),
      top_p: String(settings.top_p),
      frequency_penalty: String(settings.frequency_penalty),
      system_prompt: settings.system_prompt,
      enabled: settings.enabled ? "on" : undefined,
    },
    onSubmit(event, { formData }) {
      // With JavaScript the test runs beside the form, so what was typed (the key included) stays in place.
      if (formData.get("intent") === "test") {
        event.preventDefault();
        testFetcher.submit(formData, { method: "post" });
      }
    },
  });

  const fetcherData = testFetcher.data;
  const test = fetcherData?.test ?? (actionData?.intent === "test" ? actionData.test : undefined);
  const testing = testFetcher.state !== "idle" || (navigation.state === "submitting" && navigation.formData?.get("intent") === "test");
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const canTest = settings.has_key || typedKey.trim().length > 0;

  const numberField = (name: "max_tokens" | "temperature" | "top_p" | "frequency_penalty", label: string) => {
    const range = AI_RANGES[name];
    return (
      <TextField
        field={fields[name]}
        label={label}
        type="number"
        min={range.min}
        max={range.max}
        step={range.step}
        hint={`${range.min} – ${range.max}, adım ${range.step}`}
        mark={false}
      />
    );
  };

  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageTitle icon="CpuChipIcon">OpenAI Ayarları</PageTitle>
          <p className="mt-1 text-sm text-slate-400">AI sohbet ve blog oluşturucunun kullandığı sağlayıcı, model ve parametreler.</p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            settings.configured ? "bg-emerald-500/15 text-emerald-300" : "bg-amber-500/15 text-amber-200"
          }`}
        >
          {settings.configured ? "AI sohbet etkin" : settings.has_key ? "AI sohbet devre dışı" : "API anahtarı girilmemiş"}
        </p>
      </header>

      <Form method="post" {...getFormProps(form)} className="card space-y-6">
        <FormErrors id={form.errorId} errors={form.errors} />
        {actionData?.error ? <FormErrors id="ai-settings-intent-error" errors={[actionData.error]} /> : null}

        <TitledSection id="key-heading" title="Sağlayıcı Bağlantısı" className="space-y-4">
          <TextField
            field={fields.api_key}
            label="API Anahtarı"
            type={showKey ? "text" : "password"}
            autoComplete="off"
            spellCheck={false}
            placeholder={settings.has_key ? `Kayıtlı anahtar: ${settings.api_key}` : "sk-..."}
            onChange={(event) => setTypedKey(event.currentTarget.value)}
            inputClassName={hydrated ? "pr-11 font-mono" : "font-mono"}
            mark={false}
            hint={
              <span className="flex items-start gap-1">
                <OutlineIcon name="ShieldCheckIcon" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400" />
                Anahtar sunucuda şifrelenmiş olarak saklanır ve tarayıcıya hiçbir zaman tam olarak gönderilmez.
                {settings.has_key ? " Boş bırakırsanız kayıtlı anahtar korunur." : ""}
              </span>
            }
          >
            {hydrated ? (
              <button
                type="button"
                onClick={() => setShowKey((shown) => !shown)}
                className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-400 hover:text-white"
                aria-label={showKey ? "Anahtarı gizle" : "Anahtarı göster"}
                aria-pressed={showKey}
              >
                {showKey ? <OutlineIcon name="EyeSlashIcon" className="h-5 w-5" /> : <OutlineIcon name="EyeIcon" className="h-5 w-5" />}
              </button>
            ) : null}
          </TextField>
          <TextField
            field={fields.base_url}
            label="API Adresi (base URL)"
            type="url"
            placeholder="https://api.openai.com/v1"
            hint="OpenAI uyumlu herhangi bir sunucu (ör. yerel model sunucusu) kullanılabilir."
            mark={false}
          />
        </TitledSection>

        <TitledSection id="model-heading" title="Model ve Parametreler" className="space-y-4">
          <TextField
            field={fields.model}
            label="Model"
            list="ai-models"
            autoComplete="off"
            hint={
              modelList.fromProvider
                ? `Sağlayıcının ${modelList.models.length} modelinden seçin ya da bir model adı yazın.`
                : `Öneriler listeden; sağlayıcınızın model adını da yazabilirsiniz. (${modelList.note})`
            }
            mark={false}
          />
          <datalist id="ai-models">
            {modelList.models.map((model) => (
              <option key={model} value={model} />
            ))}
          </datalist>
          <div className="grid gap-4 sm:grid-cols-2">
            {numberField("max_tokens", "Maksimum Token")}
            {numberField("temperature", "Temperature")}
            {numberField("top_p", "Top P")}
            {numberField("frequency_penalty", "Frequency Penalty")}
          </div>
          <TextAreaField field={fields.system_prompt} label="Sistem Mesajı" rows={6} mark={false} />
          <CheckboxField field={fields.enabled} label="AI sohbeti etkin" />
        </TitledSection>

        <div className="flex flex-wrap gap-3 border-t border-slate-800 pt-6">
          <button type="submit" name="intent" value="save" className="btn btn-primary" disabled={saving}>
            {saving ? "Kaydediliyor..." : "Kaydet"}
          </button>
          <button
            type="submit"
            name="intent"
            value="test"
            formNoValidate
            className="btn btn-secondary"
            disabled={testing || (hydrated && !canTest)}
          >
            {testing ? "Test ediliyor..." : "Bağlantıyı Test Et"}
          </button>
        </div>
        {test ? <TestResult test={test} /> : null}
      </Form>

      <RecentAiMessages messages={recent} />
    </div>
  );
}
