import { PageTitle } from "~/components/admin/page-title";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "~/lib/zod";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { FilterForm, FilterSelect } from "~/components/admin/filter-select";
import { Pager } from "~/components/admin/pager";
import { TabNav } from "~/components/admin/tabs";
import { requireAdmin } from "~/server/auth.server";
import { paginate } from "~/lib/pagination";
import { pageMeta } from "~/lib/seo/meta";
import { countPostsForAdmin, getCategory, getPost, listCategories, listPostsForAdmin } from "~/models/blog.server";
import { CategoryEditor, PostEditor, postStatusLabels } from "./forms";
import { CategoryList, PostTable } from "./lists";
import { invariantResponse } from "~/lib/invariant";
import { AdminIcon } from "~/components/admin/admin-icon";

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
  const [categories, postCount] = await Promise.all([listCategories(), countPostsForAdmin()]);
  if (query.tab === "categories") {
    const [editing, confirming] = await Promise.all([
      query.edit ? getCategory(query.edit) : undefined,
      query.confirm ? getCategory(query.confirm) : undefined,
    ]);
    invariantResponse(!query.edit || editing, "Kategori bulunamadı.");
    return {
      query,
      categories,
      postCount,
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
  invariantResponse(!query.edit || editing, "Yazı bulunamadı.");
  const { items: posts, pagination } = paginate(matching, query.page, POSTS_PER_PAGE);
  return {
    query,
    categories,
    postCount,
    posts,
    pagination,
    editingPost: editing ?? null,
    editingCategory: null,
    confirming: confirming ? { id: confirming.id, label: confirming.title } : null,
  };
}

export default function AdminBlogPage() {
  const { query, categories, postCount, posts, pagination, editingPost, editingCategory, confirming } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const cancelConfirm = (() => {
    const params = new URLSearchParams(search);
    params.delete("confirm");
    return `${pathname}?${params}`;
  })();
  const tabs = [
    { id: "posts", label: "Yazılar", count: postCount, href: "/admin/blog" },
    { id: "categories", label: "Kategoriler", count: categories.length, href: "/admin/blog?tab=categories" },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle icon="DocumentTextIcon">Blog Yönetimi</PageTitle>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/blog-ai" className="btn btn-secondary">
            <AdminIcon name="SparklesIcon" className="h-4 w-4" />
            AI ile Oluştur
          </Link>
          <Link to="/admin/blog?new=1" className="btn btn-primary">
            <AdminIcon name="PlusIcon" className="h-4 w-4" />
            Yeni Yazı
          </Link>
        </div>
      </div>
      <TabNav tabs={tabs} current={query.tab} label="Blog sekmeleri" />

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
          <CategoryList categories={categories} />
        </>
      ) : editingPost || query.new ? (
        <PostEditor key={editingPost?.id ?? "new"} post={editingPost} categories={categories} />
      ) : (
        <>
          <FilterForm
            clearTo="/admin/blog"
            filtered={Boolean(query.q || query.status)}
            search={{ id: "post-search", label: "Ara", value: query.q, placeholder: "Başlık veya özet" }}
          >
            <FilterSelect id="post-status" name="status" label="Durum" labels={postStatusLabels} value={query.status} />
          </FilterForm>
          <PostTable posts={posts} />
          {pagination ? <Pager {...pagination} /> : null}
        </>
      )}
    </div>
  );
}
