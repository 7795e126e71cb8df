import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { useIntentForm } from "~/components/admin/form-fields";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { Field, FieldErrors, FormErrors } from "~/components/ui/field";
import { slugify } from "~/lib/blog/content";
import { categorySchema, postSchema } from "~/lib/blog/schemas";
import type { PostStatus } from "~/lib/db-schema";
import type { loader } from "./route";

export const postStatusLabels: Record<PostStatus, string> = { draft: "Taslak", published: "Yayında" };

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function PostEditor({ post, categories }: { post: LoaderData["editingPost"]; categories: LoaderData["categories"] }) {
  const navigation = useNavigation();
  const [form, fields] = useIntentForm(postSchema, {
    id: `post-${post?.id ?? "new"}`,
    intent: "save-post",
    defaultValue: post
      ? {
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          author: post.author,
          status: post.status,
          category_id: post.category_id ? String(post.category_id) : "",
          tags: post.tags,
          read_time: String(post.read_time),
          featured_image: post.featured_image ?? "",
          meta_title: post.meta_title ?? "",
          meta_description: post.meta_description ?? "",
        }
      : { status: "draft", author: "Admin", read_time: "5" },
  });

  return (
    <section className="card" aria-labelledby="editor-heading">
      <h2 id="editor-heading" className="text-lg font-semibold text-white">
        {post ? "Yazıyı Düzenle" : "Yeni Yazı"}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 lg:grid-cols-3">
        <FormErrors id={form.errorId} errors={form.errors} />
        {post ? <input type="hidden" name="id" value={post.id} /> : null}
        <div className="space-y-4 lg:col-span-2">
          <Field
            label="Başlık"
            input={getInputProps(fields.title, { type: "text" })}
            errors={fields.title.errors}
            errorId={fields.title.errorId}
          />
          <Field
            label="Kısa ad (slug)"
            input={{ ...getInputProps(fields.slug, { type: "text" }), placeholder: "Boş bırakılırsa başlıktan oluşturulur" }}
            errors={fields.slug.errors}
            errorId={fields.slug.errorId}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fields.excerpt.id} className="label">
              Özet
            </label>
            <textarea {...getTextareaProps(fields.excerpt)} rows={3} className="input" />
            <FieldErrors id={fields.excerpt.errorId} errors={fields.excerpt.errors} />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fields.content.id} className="label">
              İçerik (HTML)
            </label>
            <RichTextEditor id={fields.content.id} name={fields.content.name} defaultValue={post?.content ?? ""} />
            <FieldErrors id={fields.content.errorId} errors={fields.content.errors} />
          </div>
        </div>
        <div className="space-y-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fields.status.id} className="label">
              Durum
            </label>
            <select {...getSelectProps(fields.status)} className="input">
              {Object.entries(postStatusLabels).map(([status, text]) => (
                <option key={status} value={status}>
                  {text}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fields.category_id.id} className="label">
              Kategori
            </label>
            <select {...getSelectProps(fields.category_id)} className="input">
              <option value="">Kategori yok</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          <Field
            label="Etiketler"
            input={{ ...getInputProps(fields.tags, { type: "text" }), placeholder: "bitcoin, analiz" }}
            errors={fields.tags.errors}
            errorId={fields.tags.errorId}
            hint="Virgülle ayırın."
          />
          <Field
            label="Yazar"
            input={getInputProps(fields.author, { type: "text" })}
            errors={fields.author.errors}
            errorId={fields.author.errorId}
          />
          <Field
            label="Öne çıkan görsel"
            input={{ ...getInputProps(fields.featured_image, { type: "text" }), placeholder: "https://..." }}
            errors={fields.featured_image.errors}
            errorId={fields.featured_image.errorId}
          />
          <Field
            label="Okuma süresi (dakika)"
            input={{ ...getInputProps(fields.read_time, { type: "number" }), min: 1 }}
            errors={fields.read_time.errors}
            errorId={fields.read_time.errorId}
          />
          <Field
            label="Meta başlık"
            input={getInputProps(fields.meta_title, { type: "text" })}
            errors={fields.meta_title.errors}
            errorId={fields.meta_title.errorId}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fields.meta_description.id} className="label">
              Meta açıklama
            </label>
            <textarea {...getTextareaProps(fields.meta_description)} rows={3} className="input" />
          </div>
          <div className="flex gap-2">
            <button type="submit" name="intent" value="save-post" className="btn btn-primary" disabled={navigation.state === "submitting"}>
              {navigation.state === "submitting" ? "Kaydediliyor..." : "Kaydet"}
            </button>
            <Link to="/admin/blog" className="btn btn-secondary">
              Vazgeç
            </Link>
          </div>
        </div>
      </Form>
    </section>
  );
}

export function CategoryEditor({ category }: { category: LoaderData["editingCategory"] }) {
  const [form, fields] = useIntentForm(categorySchema, {
    id: `category-${category?.id ?? "new"}`,
    intent: "save-category",
    shouldValidate: "onSubmit",
    defaultValue: category ? { name: category.name, slug: category.slug, description: category.description } : undefined,
  });
  // While the admin has not typed a slug of their own, it follows the name (the server does the same for an empty slug).
  const slugTyped = useRef(Boolean(category?.slug));
  const followName = (name: string) => {
    if (slugTyped.current) return;
    const input = document.getElementById(fields.slug.id) as HTMLInputElement | null;
    if (input) input.value = slugify(name);
  };
  return (
    <Form method="post" {...getFormProps(form)} className="card grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
      {category ? <input type="hidden" name="id" value={category.id} /> : null}
      <Field
        label="Kategori adı"
        input={{ ...getInputProps(fields.name, { type: "text" }), onInput: (event) => followName(event.currentTarget.value) }}
        errors={fields.name.errors}
        errorId={fields.name.errorId}
      />
      <Field
        label="Kısa ad"
        input={{
          ...getInputProps(fields.slug, { type: "text" }),
          placeholder: "Addan oluşturulur",
          onInput: (event) => (slugTyped.current = event.currentTarget.value !== ""),
        }}
        errors={fields.slug.errors}
        errorId={fields.slug.errorId}
      />
      <Field
        label="Açıklama"
        input={getInputProps(fields.description, { type: "text" })}
        errors={fields.description.errors}
        errorId={fields.description.errorId}
      />
      <div className="flex gap-2">
        <button type="submit" name="intent" value="save-category" className="btn btn-primary">
          {category ? "Güncelle" : "Ekle"}
        </button>
        {category ? (
          <Link to="/admin/blog?tab=categories" className="btn btn-secondary">
            Vazgeç
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
