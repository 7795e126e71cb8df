import { getFormProps, getSelectProps } from "@conform-to/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { FieldFrame, FormErrors, SelectField, TextField, useIntentForm } from "~/components/ui/form-fields";
import { requireAdmin } from "~/server/auth.server";
import { logger } from "~/server/log.server";
import { NOT_CONFIGURED_ERROR } from "~/lib/ai/chat";
import { AI_BLOG_DEFAULTS, AI_LANGUAGES, AI_LENGTHS, AI_TONES, blogRequestSchema, suggestKeywords } from "~/lib/blog/ai-draft";
import { pageMeta } from "~/lib/seo/meta";
import { useHydrated } from "~/lib/use-hydrated";
import { getAiRuntime } from "~/models/ai.server";
import { listCategories } from "~/models/blog.server";
import { suggestTitles, type TitleSuggestions } from "~/services/ai-blog.server";
import type { ActionData } from "./intents.server";
import { Preview } from "./preview";
import { SuggestionsPanel } from "./suggestions";
import { OutlineIcon } from "~/components/icon-file";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "AI Blog Oluşturucu", noindex: true });

function pick<T extends string>(value: string | null, allowed: readonly { value: T }[], fallback: T): T {
  return allowed.find((item) => item.value === value)?.value ?? fallback;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const categories = (await listCategories()).map((c) => c.name);
  const category = url.searchParams.get("category")?.trim() || categories[0] || "";
  const seed = Number.parseInt(url.searchParams.get("seed") ?? "0", 10) || 0;
  const topic = url.searchParams.get("topic")?.trim().slice(0, 200) ?? "";
  // Picking a suggested title (a link without JavaScript) also fills the keywords.
  const keywords =
    url.searchParams.get("keywords")?.trim() ||
    (url.searchParams.get("picked") && topic ? suggestKeywords(topic, category).join(", ") : "");
  const [runtime, titles] = await Promise.all([
    getAiRuntime({ requireEnabled: false }),
    suggestTitles(category, seed, { signal: request.signal, timeoutMs: 15_000 }),
  ]);
  return {
    categories,
    hasKey: Boolean(runtime),
    titles,
    seed,
    values: {
      category,
      topic,
      keywords,
      tone: pick(url.searchParams.get("tone"), AI_TONES, AI_BLOG_DEFAULTS.tone),
      length: pick(url.searchParams.get("length"), AI_LENGTHS, AI_BLOG_DEFAULTS.length),
      language: pick(url.searchParams.get("language"), AI_LANGUAGES, AI_BLOG_DEFAULTS.language),
    },
  };
}

/** Keyed by location, so saving a draft (a redirect back here) starts with an empty form. */
export default function AdminBlogAiPage() {
  const location = useLocation();
  return <BlogGenerator key={location.key} />;
}

function BlogGenerator() {
  const { categories, hasKey, titles: initialTitles, seed, values } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const submitted = actionData?.result?.initialValue as Partial<Record<keyof typeof values, string>> | null | undefined;
  const [titles, setTitles] = useState<TitleSuggestions | null>(null);
  const [category, setCategory] = useState(submitted?.category ?? values.category);
  const [topic, setTopic] = useState(submitted?.topic ?? values.topic);

  const [form, fields] = useIntentForm(blogRequestSchema, { id: "ai-blog", intent: "generate", defaultValue: values });

  const generating = navigation.state === "submitting" && navigation.formData?.get("intent") === "generate";
  const post = actionData?.post;
  const problem = actionData?.saveError ?? actionData?.error;

  async function loadSuggestions(forCategory: string) {
    try {
      const response = await fetch("/api/ai/suggest-titles", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ category: forCategory }),
      });
      if (!response.ok) throw new Error(response.statusText);
      setTitles((await response.json()) as TitleSuggestions);
    } catch (error) {
      logger.error({ err: error }, "Başlık önerileri alınamadı");
      setTitles({ suggestions: [], source: "local" });
    }
  }

  function choose(title: string) {
    setTopic(title);
    form.update({ name: fields.topic.name, value: title });
    form.update({ name: fields.keywords.name, value: suggestKeywords(title, category).join(", ") });
  }

  const pickHref = (title: string) =>
    `?${new URLSearchParams({ category, topic: title, picked: "1", tone: values.tone, length: values.length, language: values.language })}`;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <p className="text-sm">
          <Link to="/admin/blog" className="text-brand-300 hover:text-brand-200">
            ← Blog Yönetimi
          </Link>
        </p>
        <h1 className="mt-2 flex items-center gap-2 text-2xl font-bold text-white">
          <OutlineIcon name="SparklesIcon" className="h-7 w-7 text-brand-400" />
          AI Blog Oluşturucu
        </h1>
        <p className="mt-1 text-sm text-slate-400">Kategori ve konu seçin; yapay zekâ taslak bir blog yazısı hazırlasın.</p>
      </header>

      {!hasKey ? (
        <p role="alert" className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-4 py-3 text-sm text-amber-100">
          {NOT_CONFIGURED_ERROR}{" "}
          <Link to="/admin/openai-settings" className="font-semibold underline">
            AI ayarlarına git
          </Link>
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-lg border border-red-500/40 bg-red-950/60 px-4 py-3 text-sm text-red-200">
          {problem}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <Form method="post" {...getFormProps(form)} className="card space-y-4 lg:col-span-2">
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FieldFrame field={fields.category} label="Kategori" mark={false}>
              <select
                {...getSelectProps(fields.category)}
                className="input"
                onChange={(event) => {
                  setCategory(event.currentTarget.value);
                  void loadSuggestions(event.currentTarget.value);
                }}
              >
                {categories.length === 0 ? <option value="">Önce bir kategori ekleyin</option> : null}
                {categories.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </FieldFrame>
            <TextField
              field={fields.topic}
              label="Konu"
              placeholder="ör. Bitcoin halving nedir?"
              onChange={(event) => setTopic(event.currentTarget.value)}
              mark={false}
            />
          </div>
          <TextField field={fields.keywords} label="Anahtar Kelimeler" placeholder="virgülle ayırın" mark={false} />
          <div className="grid gap-4 sm:grid-cols-3">
            {(
              [
                ["tone", "Ton", AI_TONES],
                ["length", "Uzunluk", AI_LENGTHS],
                ["language", "Dil", AI_LANGUAGES],
              ] as const
            ).map(([name, label, options]) => (
              <SelectField key={name} field={fields[name]} label={label} options={[...options]} mark={false} />
            ))}
          </div>
          <div className="flex flex-wrap gap-3 border-t border-slate-800 pt-4">
            <button
              type="submit"
              name="intent"
              value="generate"
              className="btn btn-primary"
              disabled={generating || (hydrated && (!category.trim() || !topic.trim()))}
            >
              <OutlineIcon name="SparklesIcon" className="h-4 w-4" />
              {generating ? "Oluşturuluyor..." : "Blog Yazısı Oluştur"}
            </button>
            {hydrated ? null : (
              <button type="submit" formMethod="get" formNoValidate name="seed" value={seed} className="btn btn-secondary">
                <OutlineIcon name="ArrowPathIcon" className="h-4 w-4" />
                Önerileri Yenile
              </button>
            )}
          </div>
          {generating ? (
            <p role="status" className="text-sm text-slate-400">
              Yapay zekâ yazıyı hazırlıyor, bu biraz sürebilir...
            </p>
          ) : null}
        </Form>

        <SuggestionsPanel
          {...(titles ?? initialTitles)}
          hydrated={hydrated}
          topic={topic}
          seed={seed}
          formId={form.id}
          onShuffle={() => void loadSuggestions(category)}
          onChoose={choose}
          pickHref={pickHref}
        />
      </div>

      {post ? <Preview post={post} /> : null}
    </div>
  );
}
