import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import {
  ArrowTopRightOnSquareIcon,
  DocumentTextIcon,
  PencilSquareIcon,
  PlusIcon,
  SparklesIcon,
  TrashIcon,
} from "@heroicons/react/24/outline";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { FilterSelect } from "~/components/admin/filter-select";
import { Pager } from "~/components/admin/pager";
import { requireAdmin } from "~/lib/auth.server";
import { formatTurkishDate } from "~/lib/format";
import { paginate } from "~/lib/pagination";
import { pageMeta } from "~/lib/seo";
import { getCategory, getPost, listCategories, listPostsForAdmin } from "~/models/blog.server";
import { CategoryEditor, PostEditor, postStatusLabels } from "./forms";

export { action } from "./intents.server";

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
    return {
      query,
      categories,
      posts: [],
      pagination: null,
      editingPost: null,
      editingCategory: editing ?? null,
      confirming: confirming ? { id: confirming.id, label: confirming.name } : null,
    };
  }
  const [matching, editing, confirming] = await Promise.all([
    listPostsForAdmin({ q: query.q, status: query.status }),
    query.edit ? getPost(query.edit) : undefined,
    query.confirm ? getPost(query.confirm) : undefined,
  ]);
  if (query.edit && !editing) throw new Response("Yazı bulunamadı", { status: 404 });
  const { items: posts, pagination } = paginate(matching, query.page, POSTS_PER_PAGE);
  return {
    query,
    categories,
    posts,
    pagination,
    editingPost: editing ?? null,
    editingCategory: null,
    confirming: confirming ? { id: confirming.id, label: confirming.title } : null,
  };
}

export default function AdminBlogPage() {
  const { query, categories, posts, pagination, editingPost, editingCategory, confirming } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const tabClass = (active: boolean) =>
    `rounded-lg px-4 py-2 text-sm font-medium ${active ? "bg-brand-600 text-white" : "text-slate-300 hover:bg-white/5"}`;
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
        <Link to="/admin/blog" className={tabClass(query.tab === "posts")} aria-current={query.tab === "posts" ? "page" : undefined}>
          Yazılar
        </Link>
        <Link
          to="/admin/blog?tab=categories"
          className={tabClass(query.tab === "categories")}
          aria-current={query.tab === "categories" ? "page" : undefined}
        >
          Kategoriler
        </Link>
        <Link to="/admin/blog-ai" className={`${tabClass(false)} inline-flex items-center gap-1`}>
          <SparklesIcon className="h-4 w-4" aria-hidden="true" />
          AI ile Oluştur
        </Link>
      </nav>

      {confirming ? (
        <ConfirmDelete
          message={
            query.tab === "categories"
              ? "Bu kategoriyi silmek istediğinizden emin misiniz?"
              : "Bu yazıyı silmek istediğinizden emin misiniz?"
          }
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
                    <p className="text-xs text-slate-400">
                      /{category.slug} · {category.description}
                    </p>
                  </div>
                  <div className="flex gap-1">
                    <Link
                      to={`/admin/blog?tab=categories&edit=${category.id}`}
                      className="rounded-md p-2 text-slate-300 hover:bg-white/5"
                      aria-label={`Düzenle: ${category.name}`}
                    >
                      <PencilSquareIcon className="h-4 w-4" aria-hidden="true" />
                    </Link>
                    <Link
                      to={`/admin/blog?tab=categories&confirm=${category.id}`}
                      className="rounded-md p-2 text-slate-300 hover:bg-white/5 hover:text-red-300"
                      aria-label={`Sil: ${category.name}`}
                    >
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
              <button type="submit" className="btn btn-primary">
                Filtrele
              </button>
              <Link to="/admin/blog" className="btn btn-secondary">
                Temizle
              </Link>
            </div>
          </Form>
          {posts.length === 0 ? (
            <p className="card text-center text-slate-400">Yazı bulunamadı</p>
          ) : (
            <div className="card overflow-x-auto p-0">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-white/10 text-xs text-slate-400 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Yazı
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Durum
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Kategori
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Oluşturulma
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Okuma
                    </th>
                    <th scope="col" className="px-4 py-3">
                      <span className="sr-only">İşlemler</span>
                    </th>
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
                        <span
                          className={`rounded-full px-2 py-0.5 text-xs ${post.status === "published" ? "bg-emerald-500/15 text-emerald-300" : "bg-amber-500/15 text-amber-300"}`}
                        >
                          {postStatusLabels[post.status]}
                        </span>
                      </td>
                      <td className="px-4 py-3 text-slate-300">{post.category ?? "—"}</td>
                      <td className="px-4 py-3 whitespace-nowrap text-slate-400">{formatTurkishDate(post.created_at)}</td>
                      <td className="px-4 py-3 text-slate-400">{post.read_time} dk</td>
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-1">
                          {post.status === "published" ? (
                            <a
                              href={`/blog/${post.slug}`}
                              target="_blank"
                              rel="noreferrer"
                              className="rounded-md p-2 text-slate-300 hover:bg-white/5"
                              aria-label={`Sitede gör: ${post.title}`}
                            >
                              <ArrowTopRightOnSquareIcon className="h-4 w-4" aria-hidden="true" />
                            </a>
                          ) : null}
                          <Link
                            to={`/admin/blog?edit=${post.id}`}
                            className="rounded-md p-2 text-slate-300 hover:bg-white/5"
                            aria-label={`Düzenle: ${post.title}`}
                          >
                            <PencilSquareIcon className="h-4 w-4" aria-hidden="true" />
                          </Link>
                          <Link
                            to={`/admin/blog?confirm=${post.id}`}
                            className="rounded-md p-2 text-slate-300 hover:bg-white/5 hover:text-red-300"
                            aria-label={`Sil: ${post.title}`}
                          >
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
