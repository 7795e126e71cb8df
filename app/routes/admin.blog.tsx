import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { z } from "zod";
import { ArrowTopRightOnSquareIcon, DocumentTextIcon, PencilSquareIcon, PlusIcon, SparklesIcon, TrashIcon } from "@heroicons/react/24/outline";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { FilterSelect } from "~/components/admin/filter-select";
import { Pager } from "~/components/admin/pager";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { Field, FieldErrors, FormErrors } from "~/components/ui/field";
import { requireAdmin } from "~/lib/auth.server";
import { categorySlugProblem, postSlugProblem, saveCategoryFields, savePostFields } from "~/lib/blog-admin.server";
import { slugify } from "~/lib/blog-content";
import { categorySchema, postSchema } from "~/lib/blog-schemas";
import type { PostStatus } from "~/lib/db-schema";
import { formatTurkishDate } from "~/lib/format";
import { paginate } from "~/lib/pagination";
import { pageMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { recordActivity } from "~/models/activity.server";
import { deleteCategory, deletePost, getCategory, getPost, listCategories, listPostsForAdmin } from "~/models/blog.server";

const querySchema = z.object({
  tab: z.enum(["posts", "categories"]).catch("posts"),
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(["draft", "published"]).optional().catch(undefined),
  edit: z.coerce.number().int().positive().optional().catch(undefined),
  new: z.literal("1").optional().catch(undefined),
  confirm: z.coerce.number().int().positive().optional().catch(undefined),
  page: z.coerce.number().int().positive().catch(1).default(1),
});

const POSTS_PER_PAGE = 20;

const postStatusLabels: Record<PostStatus, string> = { draft: "Taslak", published: "Yayında" };

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Blog Yönetimi", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const categories = await listCategories();
  if (query.tab === "categories") {
    const [editing, confirming] = await Promise.all([
      query.edit ? getCategory(query.edit) : undefined,
      query.confirm ? getCategory(query.confirm) : undefined,
    ]);
    if (query.edit && !editing) throw new Response("Kategori bulunamadı", { status: 404 });
    return { query, categories, posts: [], pagination: null, editingPost: null, editingCategory: editing ?? null, confirming: confirming ? { id: confirming.id, label: confirming.name } : null };
  }
  const [matching, editing, confirming] = await Promise.all([
    listPostsForAdmin({ q: query.q, status: query.status }),
    query.edit ? getPost(query.edit) : undefined,
    query.confirm ? getPost(query.confirm) : undefined,
  ]);
  if (query.edit && !editing) throw new Response("Yazı bulunamadı", { status: 404 });
  const { items: posts, pagination } = paginate(matching, query.page, POSTS_PER_PAGE);
  return { query, categories, posts, pagination, editingPost: editing ?? null, editingCategory: null, confirming: confirming ? { id: confirming.id, label: confirming.title } : null };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab") === "categories" ? "categories" : "posts";

  if (intent === "save-post") {
    const submission = await parseWithZod(form, {
      async: true,
      schema: postSchema.superRefine(async (value, ctx) => {
        const problem = await postSlugProblem(value);
        if (problem) ctx.addIssue({ code: "custom", path: ["slug"], message: problem });
      }),
    });
    if (submission.status !== "success") return data({ post: submission.reply() }, { status: 400 });
    const saved = await savePostFields(submission.value, admin);
    if (!saved) throw new Response("Yazı bulunamadı", { status: 404 });
    const message = submission.value.id ? "Yazı başarıyla güncellendi" : "Yazı başarıyla oluşturuldu";
    return redirectWithToast(request, "/admin/blog", { type: "success", message });
  }

  if (intent === "save-category") {
    const submission = await parseWithZod(form, {
      async: true,
      schema: categorySchema.superRefine(async (value, ctx) => {
        const problem = await categorySlugProblem(value);
        if (problem) ctx.addIssue({ code: "custom", path: [value.slug ? "slug" : "name"], message: problem });
      }),
    });
    if (submission.status !== "success") return data({ category: submission.reply() }, { status: 400 });
    const saved = await saveCategoryFields(submission.value, admin);
    if (!saved) throw new Response("Kategori bulunamadı", { status: 404 });
    const message = submission.value.id ? "Kategori güncellendi" : "Kategori oluşturuldu";
    return redirectWithToast(request, "/admin/blog?tab=categories", { type: "success", message });
  }

  if (intent === "delete") {
    const id = z.coerce.number().int().positive().safeParse(form.get("id"));
    if (!id.success) return data({ error: "Geçersiz kayıt." }, { status: 400 });
    if (tab === "categories") {
      const category = await getCategory(id.data);
      if (!category || !(await deleteCategory(id.data))) throw new Response("Kategori bulunamadı", { status: 404 });
      await recordActivity({ action: "blog.category_delete", title: "Kategori silindi", description: category.name, icon: "FileText", actor: admin });
      return redirectWithToast(request, "/admin/blog?tab=categories", { type: "success", message: "Kategori silindi" });
    }
    const post = await getPost(id.data);
    if (!post || !(await deletePost(id.data))) throw new Response("Yazı bulunamadı", { status: 404 });
    await recordActivity({ action: "blog.delete", title: "Blog yazısı silindi", description: post.title, icon: "FileText", actor: admin });
    return redirectWithToast(request, "/admin/blog", { type: "success", message: "Yazı silindi" });
  }

  return data({ error: "Bilinmeyen işlem." }, { status: 400 });
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

function PostEditor({ post, categories }: { post: LoaderData["editingPost"]; categories: LoaderData["categories"] }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const lastResult = actionData && "post" in actionData ? actionData.post : undefined;
  const [form, fields] = useForm({
    id: `post-${post?.id ?? "new"}`,
    lastResult,
    constraint: getZodConstraint(postSchema),
    shouldValidate: "onBlur",
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
    onValidate: ({ formData }) => parseWithZod(formData, { schema: postSchema }),
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
          <Field label="Başlık" input={getInputProps(fields.title, { type: "text" })} errors={fields.title.errors} errorId={fields.title.errorId} />
          <Field
            label="Kısa ad (slug)"
            input={{ ...getInputProps(fields.slug, { type: "text" }), placeholder: "Boş bırakılırsa başlıktan oluşturulur" }}
            errors={fields.slug.errors}
            errorId={fields.slug.errorId}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fields.excerpt.id} className="label">Özet</label>
            <textarea {...getTextareaProps(fields.excerpt)} rows={3} className="input" />
            <FieldErrors id={fields.excerpt.errorId} errors={fields.excerpt.errors} />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fields.content.id} className="label">İçerik (HTML)</label>
            <RichTextEditor id={fields.content.id} name={fields.content.name} defaultValue={post?.content ?? ""} />
            <FieldErrors id={fields.content.errorId} errors={fields.content.errors} />
          </div>
        </div>
        <div className="space-y-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fields.status.id} className="label">Durum</label>
            <select {...getSelectProps(fields.status)} className="input">
              {Object.entries(postStatusLabels).map(([status, text]) => (
                <option key={status} value={status}>{text}</option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fields.category_id.id} className="label">Kategori</label>
            <select {...getSelectProps(fields.category_id)} className="input">
              <option value="">Kategori yok</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>{category.name}</option>
              ))}
            </select>
          </div>
          <Field label="Etiketler" input={{ ...getInputProps(fields.tags, { type: "text" }), placeholder: "bitcoin, analiz" }} errors={fields.tags.errors} errorId={fields.tags.errorId} hint="Virgülle ayırın." />
          <Field label="Yazar" input={getInputProps(fields.author, { type: "text" })} errors={fields.author.errors} errorId={fields.author.errorId} />
          <Field label="Öne çıkan görsel" input={{ ...getInputProps(fields.featured_image, { type: "text" }), placeholder: "https://..." }} errors={fields.featured_image.errors} errorId={fields.featured_image.errorId} />
          <Field label="Okuma süresi (dakika)" input={{ ...getInputProps(fields.read_time, { type: "number" }), min: 1 }} errors={fields.read_time.errors} errorId={fields.read_time.errorId} />
          <Field label="Meta başlık" input={getInputProps(fields.meta_title, { type: "text" })} errors={fields.meta_title.errors} errorId={fields.meta_title.errorId} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fields.meta_description.id} className="label">Meta açıklama</label>
            <textarea {...getTextareaProps(fields.meta_description)} rows={3} className="input" />
          </div>
          <div className="flex gap-2">
            <button type="submit" name="intent" value="save-post" className="btn btn-primary" disabled={navigation.state === "submitting"}>
              {navigation.state === "submitting" ? "Kaydediliyor..." : "Kaydet"}
            </button>
            <Link to="/admin/blog" className="btn btn-secondary">Vazgeç</Link>
          </div>
        </div>
      </Form>
    </section>
  );
}

function CategoryEditor({ category }: { category: LoaderData["editingCategory"] }) {
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "category" in actionData ? actionData.category : undefined;
  const [form, fields] = useForm({
    id: `category-${category?.id ?? "new"}`,
    lastResult,
    constraint: getZodConstraint(categorySchema),
    defaultValue: category ? { name: category.name, slug: category.slug, description: category.description } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: categorySchema }),
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
        input={{ ...getInputProps(fields.slug, { type: "text" }), placeholder: "Addan oluşturulur", onInput: (event) => (slugTyped.current = event.currentTarget.value !== "") }}
        errors={fields.slug.errors}
        errorId={fields.slug.errorId}
      />
      <Field label="Açıklama" input={getInputProps(fields.description, { type: "text" })} errors={fields.description.errors} errorId={fields.description.errorId} />
      <div className="flex gap-2">
        <button type="submit" name="intent" value="save-category" className="btn btn-primary">
          {category ? "Güncelle" : "Ekle"}
        </button>
        {category ? <Link to="/admin/blog?tab=categories" className="btn btn-secondary">Vazgeç</Link> : null}
      </div>
    </Form>
  );
}

export default function AdminBlogPage() {
  const { query, categories, posts, pagination, editingPost, editingCategory, confirming } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const tabClass = (active: boolean) => `rounded-lg px-4 py-2 text-sm font-medium ${active ? "bg-brand-600 text-white" : "text-slate-300 hover:bg-white/5"}`;
  const cancelConfirm = (() => {
    const params = new URLSearchParams(search);
    params.delete("confirm");
    return `${pathname}?${params}`;
  })();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-white">
          <DocumentTextIcon className="h-7 w-7 text-brand-400" aria-hidden="true" />
          Blog Yönetimi
        </h1>
        <Link to="/admin/blog?new=1" className="btn btn-primary">
          <PlusIcon className="h-4 w-4" aria-hidden="true" />
          Yeni Yazı
        </Link>
      </div>
      <nav aria-label="Blog sekmeleri" className="flex gap-2">
        <Link to="/admin/blog" className={tabClass(query.tab === "posts")} aria-current={query.tab === "posts" ? "page" : undefined}>Yazılar</Link>
        <Link to="/admin/blog?tab=categories" className={tabClass(query.tab === "categories")} aria-current={query.tab === "categories" ? "page" : undefined}>Kategoriler</Link>
        <Link to="/admin/blog-ai" className={`${tabClass(false)} inline-flex items-center gap-1`}>
          <SparklesIcon className="h-4 w-4" aria-hidden="true" />
          AI ile Oluştur
        </Link>
      </nav>

      {confirming ? (
        <ConfirmDelete
          message={query.tab === "categories" ? "Bu kategoriyi silmek istediğinizden emin misiniz?" : "Bu yazıyı silmek istediğinizden emin misiniz?"}
          detail={confirming.label}
          id={confirming.id}
          cancelTo={cancelConfirm}
        />
      ) : null}

      {query.tab === "categories" ? (
        <>
          <CategoryEditor key={editingCategory?.id ?? "new"} category={editingCategory} />
          {categories.length === 0 ? (
            <p className="card text-center text-slate-400">Henüz kategori yok</p>
          ) : (
            <ul className="card divide-y divide-white/5 p-0">
              {categories.map((category) => (
                <li key={category.id} className="flex items-center justify-between gap-3 px-4 py-3">
                  <div>
                    <p className="font-medium text-white">{category.name}</p>
                    <p className="text-xs text-slate-400">/{category.slug} · {category.description}</p>
                  </div>
                  <div className="flex gap-1">
                    <Link to={`/admin/blog?tab=categories&edit=${category.id}`} className="rounded-md p-2 text-slate-300 hover:bg-white/5" aria-label={`Düzenle: ${category.name}`}>
                      <PencilSquareIcon className="h-4 w-4" aria-hidden="true" />
                    </Link>
                    <Link to={`/admin/blog?tab=categories&confirm=${category.id}`} className="rounded-md p-2 text-slate-300 hover:bg-white/5 hover:text-red-300" aria-label={`Sil: ${category.name}`}>
                      <TrashIcon className="h-4 w-4" aria-hidden="true" />
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : editingPost || query.new ? (
        <PostEditor key={editingPost?.id ?? "new"} post={editingPost} categories={categories} />
      ) : (
        <>
          <Form method="get" className="card grid gap-3 p-4 sm:grid-cols-[1fr_200px_auto]">
            <label className="flex flex-col gap-1">
              <span className="label">Ara</span>
              <input type="search" name="q" defaultValue={query.q ?? ""} placeholder="Başlık veya özet" className="input" />
            </label>
            <FilterSelect id="post-status" name="status" label="Durum" labels={postStatusLabels} value={query.status} />
            <div className="flex items-end gap-2">
              <button type="submit" className="btn btn-primary">Filtrele</button>
              <Link to="/admin/blog" className="btn btn-secondary">Temizle</Link>
            </div>
          </Form>
          {posts.length === 0 ? (
            <p className="card text-center text-slate-400">Yazı bulunamadı</p>
          ) : (
            <div className="card overflow-x-auto p-0">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-white/10 text-xs text-slate-400 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">Yazı</th>
                    <th scope="col" className="px-4 py-3">Durum</th>
                    <th scope="col" className="px-4 py-3">Kategori</th>
                    <th scope="col" className="px-4 py-3">Oluşturulma</th>
                    <th scope="col" className="px-4 py-3">Okuma</th>
                    <th scope="col" className="px-4 py-3"><span className="sr-only">İşlemler</span></th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-white/5">
                  {posts.map((post) => (
                    <tr key={post.id}>
                      <td className="max-w-md px-4 py-3">
                        <p className="font-medium text-white">{post.title}</p>
                        <p className="line-clamp-1 text-slate-400">{post.excerpt}</p>
                      </td>
                      <td className="px-4 py-3">
                        <span className={`rounded-full px-2 py-0.5 text-xs ${post.status === "published" ? "bg-emerald-500/15 text-emerald-300" : "bg-amber-500/15 text-amber-300"}`}>
                          {postStatusLabels[post.status]}
                        </span>
                      </td>
                      <td className="px-4 py-3 text-slate-300">{post.category ?? "—"}</td>
                      <td className="px-4 py-3 whitespace-nowrap text-slate-400">{formatTurkishDate(post.created_at)}</td>
                      <td className="px-4 py-3 text-slate-400">{post.read_time} dk</td>
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-1">
                          {post.status === "published" ? (
                            <a href={`/blog/${post.slug}`} target="_blank" rel="noreferrer" className="rounded-md p-2 text-slate-300 hover:bg-white/5" aria-label={`Sitede gör: ${post.title}`}>
                              <ArrowTopRightOnSquareIcon className="h-4 w-4" aria-hidden="true" />
                            </a>
                          ) : null}
                          <Link to={`/admin/blog?edit=${post.id}`} className="rounded-md p-2 text-slate-300 hover:bg-white/5" aria-label={`Düzenle: ${post.title}`}>
                            <PencilSquareIcon className="h-4 w-4" aria-hidden="true" />
                          </Link>
                          <Link to={`/admin/blog?confirm=${post.id}`} className="rounded-md p-2 text-slate-300 hover:bg-white/5 hover:text-red-300" aria-label={`Sil: ${post.title}`}>
                            <TrashIcon className="h-4 w-4" aria-hidden="true" />
                          </Link>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pagination ? <Pager {...pagination} /> : null}
        </>
      )}
    </div>
  );
}
