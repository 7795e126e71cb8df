import { Icon } from "~/components/icon";
import { Form, useNavigation } from "@remix-run/react";
import { previewText } from "~/lib/blog/ai-draft";
import { readTimeFromContent } from "~/lib/blog/content";
import type { GeneratedPost } from "~/services/ai-blog.server";

/** The generated post before it is saved: its text, meta fields and the two ways to keep it. */
export function Preview({ post }: { post: GeneratedPost }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && ["save", "open"].includes(String(navigation.formData?.get("intent")));
  return (
    <section aria-labelledby="preview-heading" className="card space-y-4">
      <h2 id="preview-heading" className="flex items-center gap-2 text-lg font-semibold text-white">
        <Icon name="DocumentTextIcon" className="h-5 w-5 text-brand-400" /> Önizleme
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
