import { Link } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import { formatTurkishDate } from "~/lib/format";
import { postStatusLabels } from "./forms";
import type { loader } from "./route";
import { AdminIcon } from "~/components/admin/admin-icon";

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** The categories tab's list, each with its edit and delete links. */
export function CategoryList({ categories }: { categories: LoaderData["categories"] }) {
  if (categories.length === 0) return <p className="card text-center text-slate-400">Henüz kategori yok</p>;
  return (
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
              <AdminIcon name="PencilSquareIcon" className="h-4 w-4" />
            </Link>
            <Link
              to={`/admin/blog?tab=categories&confirm=${category.id}`}
              className="rounded-md p-2 text-slate-300 hover:bg-white/5 hover:text-red-300"
              aria-label={`Sil: ${category.name}`}
            >
              <AdminIcon name="TrashIcon" className="h-4 w-4" />
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The posts tab's table: title and excerpt, status, category, dates and the row's actions. */
export function PostTable({ posts }: { posts: LoaderData["posts"] }) {
  if (posts.length === 0) return <p className="card text-center text-slate-400">Yazı bulunamadı</p>;
  return (
    <DataTable
      label="Yazılar tablosu"
      columns={["Yazı", "Durum", "Kategori", "Oluşturulma", "Okuma", { label: "İşlemler", hidden: true }]}
      cell="px-4 py-3"
      frameClassName="card p-0"
    >
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
                    <AdminIcon name="ArrowTopRightOnSquareIcon" className="h-4 w-4" />
                  </a>
                ) : null}
                <Link
                  to={`/admin/blog?edit=${post.id}`}
                  className="rounded-md p-2 text-slate-300 hover:bg-white/5"
                  aria-label={`Düzenle: ${post.title}`}
                >
                  <AdminIcon name="PencilSquareIcon" className="h-4 w-4" />
                </Link>
                <Link
                  to={`/admin/blog?confirm=${post.id}`}
                  className="rounded-md p-2 text-slate-300 hover:bg-white/5 hover:text-red-300"
                  aria-label={`Sil: ${post.title}`}
                >
                  <AdminIcon name="TrashIcon" className="h-4 w-4" />
                </Link>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
