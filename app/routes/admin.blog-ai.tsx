import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { ArrowPathIcon, ArrowsRightLeftIcon, DocumentTextIcon, LightBulbIcon, SparklesIcon } from "@heroicons/react/24/outline";
import { Field, FieldErrors, FormErrors } from "~/components/ui/field";
import { requireAdmin } from "~/lib/auth.server";
import { NOT_CONFIGURED_ERROR } from "~/lib/ai-chat";
import {
  AI_BLOG_DEFAULTS,
  AI_LANGUAGES,
  AI_LENGTHS,
  AI_TONES,
  blogRequestSchema,
  previewText,
  suggestKeywords,
  titleSuggestions,
} from "~/lib/blog-ai";
import { readTimeFromContent } from "~/lib/blog-content";
import { clientIp } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { useHydrated } from "~/lib/use-hydrated";
import { recordActivity } from "~/models/activity.server";
import { getAiRuntime } from "~/models/ai.server";
import { listCategories } from "~/models/blog.server";
import {
  BLOG_SAVE_ERROR,
  BlogGenerationError,
  draftSchema,
  generateBlogPost,
  saveGeneratedDraft,
  type GeneratedPost,
} from "~/services/ai-blog.server";
import { aiRequestRefusal } from "~/services/ai-chat.server";

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
  return {
    categories,
    hasKey: Boolean(await getAiRuntime({ requireEnabled: false })),
    suggestions: titleSuggestions(category, seed),
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

type ActionData = { result?: SubmissionResult<string[]>; post?: GeneratedPost; saveError?: string };

async function generate(request: Request, formData: FormData, ip: string, adminId: number) {
  const submission = parseWithZod(formData, { schema: blogRequestSchema });
  if (submission.status !== "success") return data<ActionData>({ result: submission.reply() }, { status: 400 });
  const runtime = await getAiRuntime({ requireEnabled: false });
  if (!runtime) return data<ActionData>({ result: submission.reply({ formErrors: [NOT_CONFIGURED_ERROR] }) }, { status: 503 });
  const refusal = await aiRequestRefusal({ userId: adminId, ip });
  if (refusal) return data<ActionData>({ result: submission.reply({ formErrors: [refusal] }) }, { status: 429 });
  try {
    const post = await generateBlogPost(runtime, submission.value, { signal: request.signal });
    return data<ActionData>({ result: submission.reply(), post });
  } catch (error) {
    if (!(error instanceof BlogGenerationError)) throw error;
    return data<ActionData>({ result: submission.reply({ formErrors: [`${error.message} ${error.detail}`] }) }, { status: 502 });
  }
}

async function saveDraft(request: Request, formData: FormData, intent: "save" | "open", admin: { id: number; username: string }) {
  const parsed = draftSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    return data<ActionData>({ saveError: `${BLOG_SAVE_ERROR} ${parsed.error.issues[0]?.message ?? ""}`.trim() }, { status: 400 });
  const post = await saveGeneratedDraft(parsed.data);
  await recordActivity({
    action: "blog.ai-draft",
    title: "AI ile blog taslağı oluşturuldu",
    description: post.title,
    icon: "FileText",
    actor: admin,
  });
  const toast = { type: "success" as const, message: "Blog yazısı başarıyla kaydedildi!" };
  // The blog screen (issue 7's editor) opens a post for editing from ?edit=<id>.
  return redirectWithToast(request, intent === "open" ? `/admin/blog?edit=${post.id}` : "/admin/blog-ai", toast);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "generate") return generate(request, formData, clientIp(request, context), admin.id);
  if (intent === "save" || intent === "open") return saveDraft(request, formData, intent, admin);
  return data<ActionData>({ saveError: "Bilinmeyen işlem." }, { status: 400 });
}

function Preview({ post }: { post: GeneratedPost }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && ["save", "open"].includes(String(navigation.formData?.get("intent")));
  return (
    <section aria-labelledby="preview-heading" className="card space-y-4">
      <h2 id="preview-heading" className="flex items-center gap-2 text-lg font-semibold text-white">
        <DocumentTextIcon className="h-5 w-5 text-brand-400" aria-hidden="true" /> Önizleme
      </h2>
      <div className="space-y-2">
        <h3 className="text-xl font-bold text-white">{post.title}</h3>
        <p className="text-slate-300 italic">{post.excerpt}</p>
        <p className="text-sm leading-6 text-slate-300" data-testid="ai-preview-text">
          {previewText(post.content)}
        </p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-400">Meta başlık</dt>
          <dd className="text-slate-200">{post.meta_title}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Meta açıklama</dt>
          <dd className="text-slate-200">{post.meta_description}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Etiketler</dt>
          <dd className="text-slate-200">{post.tags || "—"}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Okuma süresi</dt>
          <dd className="text-slate-200">{readTimeFromContent(post.content)} dk</dd>
        </div>
      </dl>
      <Form method="post" className="flex flex-wrap gap-3 border-t border-slate-800 pt-4">
        {(Object.keys(post) as (keyof GeneratedPost)[]).map((name) => (
          <input key={name} type="hidden" name={name} value={post[name]} />
        ))}
        <button type="submit" name="intent" value="save" className="btn btn-primary" disabled={saving}>
          Taslak Olarak Kaydet
        </button>
        <button type="submit" name="intent" value="open" className="btn btn-secondary" disabled={saving}>
          Editörde Aç
        </button>
      </Form>
    </section>
  );
}

/** Keyed by location, so saving a draft (a redirect back here) starts with an empty form. */
export default function AdminBlogAiPage() {
  const location = useLocation();
  return <BlogGenerator key={location.key} />;
}

function BlogGenerator() {
  const { categories, hasKey, suggestions: initialSuggestions, seed, values } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const submitted = actionData?.result?.initialValue as Partial<Record<keyof typeof values, string>> | null | undefined;
  const [suggestions, setSuggestions] = useState<string[] | null>(null);
  const [category, setCategory] = useState(submitted?.category ?? values.category);
  const [topic, setTopic] = useState(submitted?.topic ?? values.topic);

  const [form, fields] = useForm({
    id: "ai-blog",
    lastResult: actionData?.result,
    constraint: getZodConstraint(blogRequestSchema),
    defaultValue: values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blogRequestSchema }),
  });

  const generating = navigation.state === "submitting" && navigation.formData?.get("intent") === "generate";
  const shownSuggestions = suggestions ?? initialSuggestions;
  const post = actionData?.post;

  async function loadSuggestions(forCategory: string) {
    try {
      const response = await fetch("/api/ai/suggest-titles", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ category: forCategory }),
      });
      if (!response.ok) throw new Error(response.statusText);
      setSuggestions(((await response.json()) as { suggestions: string[] }).suggestions);
    } catch (error) {
      console.error("Başlık önerileri alınamadı:", error);
      setSuggestions([]);
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
          <SparklesIcon className="h-7 w-7 text-brand-400" aria-hidden="true" />
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
      {actionData?.saveError ? (
        <p role="alert" className="rounded-lg border border-red-500/40 bg-red-950/60 px-4 py-3 text-sm text-red-200">
          {actionData.saveError}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <Form method="post" {...getFormProps(form)} className="card space-y-4 lg:col-span-2">
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={fields.category.id} className="label">
                Kategori
              </label>
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
              <FieldErrors id={fields.category.errorId} errors={fields.category.errors} />
            </div>
            <Field
              label="Konu"
              input={{
                ...getInputProps(fields.topic, { type: "text" }),
                placeholder: "ör. Bitcoin halving nedir?",
                onChange: (event) => setTopic(event.currentTarget.value),
              }}
              errors={fields.topic.errors}
              errorId={fields.topic.errorId}
            />
          </div>
          <Field
            label="Anahtar Kelimeler"
            input={{ ...getInputProps(fields.keywords, { type: "text" }), placeholder: "virgülle ayırın" }}
            errors={fields.keywords.errors}
            errorId={fields.keywords.errorId}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            {(
              [
                ["tone", "Ton", AI_TONES],
                ["length", "Uzunluk", AI_LENGTHS],
                ["language", "Dil", AI_LANGUAGES],
              ] as const
            ).map(([name, label, options]) => (
              <div key={name} className="flex flex-col gap-1.5">
                <label htmlFor={fields[name].id} className="label">
                  {label}
                </label>
                <select {...getSelectProps(fields[name])} className="input">
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
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
              <SparklesIcon className="h-4 w-4" aria-hidden="true" />
              {generating ? "Oluşturuluyor..." : "Blog Yazısı Oluştur"}
            </button>
            {hydrated ? null : (
              <button type="submit" formMethod="get" formNoValidate name="seed" value={seed} className="btn btn-secondary">
                <ArrowPathIcon className="h-4 w-4" aria-hidden="true" />
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

        <section aria-labelledby="suggestions-heading" className="card space-y-3">
          <div className="flex items-center justify-between gap-2">
            <h2 id="suggestions-heading" className="flex items-center gap-2 text-lg font-semibold text-white">
              <LightBulbIcon className="h-5 w-5 text-amber-300" aria-hidden="true" /> Başlık Önerileri
            </h2>
            {hydrated ? (
              <button type="button" className="btn btn-secondary px-3 py-1.5" onClick={() => void loadSuggestions(category)}>
                <ArrowsRightLeftIcon className="h-4 w-4" aria-hidden="true" />
                Karıştır
              </button>
            ) : (
              <button
                type="submit"
                form={form.id}
                formMethod="get"
                formNoValidate
                name="seed"
                value={seed + 1}
                className="btn btn-secondary px-3 py-1.5"
              >
                <ArrowsRightLeftIcon className="h-4 w-4" aria-hidden="true" />
                Karıştır
              </button>
            )}
          </div>
          {shownSuggestions.length === 0 ? (
            <p className="text-sm text-slate-400">Öneri bulunamadı.</p>
          ) : (
            <ul className="space-y-2">
              {shownSuggestions.map((title) => (
                <li key={title}>
                  {hydrated ? (
                    <button
                      type="button"
                      onClick={() => choose(title)}
                      aria-pressed={topic === title}
                      className="w-full rounded-lg border border-slate-700 bg-slate-800/60 px-3 py-2 text-left text-sm text-slate-200 hover:border-brand-400 aria-pressed:border-brand-400"
                    >
                      {title}
                    </button>
                  ) : (
                    <Link
                      to={pickHref(title)}
                      className="block rounded-lg border border-slate-700 bg-slate-800/60 px-3 py-2 text-sm text-slate-200 hover:border-brand-400"
                    >
                      {title}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {post ? <Preview post={post} /> : null}
    </div>
  );
}
