import { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { FieldFrame, FormErrors, SelectField, TextAreaField, TextField, useIntentForm } from "~/components/ui/form-fields";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
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
          featured_image: post.featured_image ?? "",
          meta_title: post.meta_title ?? "",
          meta_description: post.meta_description ?? "",
        }
      : { status: "draft", author: "Admin" },
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
          <TextField field={fields.title} label="Başlık" mark={false} />
          <TextField field={fields.slug} label="Kısa ad (slug)" placeholder="Boş bırakılırsa başlıktan oluşturulur" mark={false} />
          <TextAreaField field={fields.excerpt} label="Özet" mark={false} />
          <FieldFrame field={fields.content} label="İçerik (HTML)" mark={false}>
            <RichTextEditor id={fields.content.id} name={fields.content.name} defaultValue={post?.content ?? ""} />
          </FieldFrame>
        </div>
        <div className="space-y-4">
          <SelectField field={fields.status} label="Durum" options={postStatusLabels} mark={false} />
          <SelectField
            field={fields.category_id}
            label="Kategori"
            options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
            placeholder="Kategori yok"
            mark={false}
          />
          <TextField field={fields.tags} label="Etiketler" placeholder="bitcoin, analiz" hint="Virgülle ayırın." mark={false} />
          <TextField field={fields.author} label="Yazar" mark={false} />
          <TextField field={fields.featured_image} label="Öne çıkan görsel" placeholder="https://..." mark={false} />
          <TextField field={fields.meta_title} label="Meta başlık" mark={false} />
          <TextAreaField field={fields.meta_description} label="Meta açıklama" mark={false} />
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
      <TextField field={fields.name} label="Kategori adı" onInput={(event) => followName(event.currentTarget.value)} mark={false} />
      <TextField
        field={fields.slug}
        label="Kısa ad"
        placeholder="Addan oluşturulur"
        onInput={(event) => (slugTyped.current = event.currentTarget.value !== "")}
        mark={false}
      />
      <TextField field={fields.description} label="Açıklama" mark={false} />
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
