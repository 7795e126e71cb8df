import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ActionError } from "~/components/ui/form-fields";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { FilterForm, FilterSelect } from "~/components/admin/filter-select";
import { useLinkWith } from "~/components/admin/use-link-with";
import type { FormReply } from "~/lib/forms/reply";
import { DataTable } from "~/components/ui/data-table";
import { Modal } from "~/components/admin/modal";
import { Pager } from "~/components/admin/pager";
import { requireAdmin } from "~/server/auth.server";
import { pageParam, paginate } from "~/lib/pagination";
import { oneOf } from "~/lib/params";
import { pageMeta } from "~/lib/seo/meta";
import { roles, userStatuses } from "~/lib/users/schemas";
import { getUserById, listUsers } from "~/models/users.server";
import { EndSessionsForm } from "~/components/admin/end-sessions-form";
import { PasswordForm, UserForm } from "./forms";
import { roleLabels, statusLabels, subscriptionLabels } from "./labels";
import { rowFromParam } from "~/lib/invariant";
import { formatDate } from "~/lib/format";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Kullanıcı Yönetimi", noindex: true });

const userFromParam = (value: string | null) => rowFromParam(value, getUserById, "Kullanıcı bulunamadı.");

const USERS_PER_PAGE = 25;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = {
    q: params.get("q")?.trim() || undefined,
    role: oneOf(params.get("role"), roles),
    status: oneOf(params.get("status"), userStatuses),
  };
  const [matching, editing, passwordFor, confirming] = await Promise.all([
    listUsers(filters),
    userFromParam(params.get("edit")),
    userFromParam(params.get("password")),
    userFromParam(params.get("confirm")),
  ]);
  const { items: users, pagination } = paginate(matching, pageParam(params.get("page")), USERS_PER_PAGE);
  return { users, pagination, filters, editing, passwordFor, confirming };
}

export default function AdminUsersPage() {
  const { users, pagination, filters, editing, passwordFor, confirming } = useLoaderData<typeof loader>();
  const actionData = useActionData<Partial<FormReply>>();
  const linkTo = useLinkWith();
  // One dialog at a time: opening one closes any other; closing keeps the filters and the page.
  const closed = { edit: null, password: null, confirm: null };
  const linkWith = (key: keyof typeof closed, id: number) => linkTo({ ...closed, [key]: id });
  const cancelTo = linkTo(closed);
  const filtered = !!(filters.q || filters.role || filters.status);
  const createFailed = actionData?.intent === "create";

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-white">Kullanıcı Yönetimi</h1>

      <ActionError />

      {confirming ? (
        <ConfirmDelete
          title="Kullanıcıyı Sil"
          message="Bu kullanıcıyı silmek istediğinizden emin misiniz?"
          detail={`${confirming.username} (${confirming.email})`}
          id={confirming.id}
          cancelTo={cancelTo}
        />
      ) : null}

      {editing ? (
        <Modal title={`Kullanıcıyı Düzenle: ${editing.username}`} closeTo={cancelTo}>
          <UserForm key={`edit-${editing.id}`} user={editing} cancelTo={cancelTo} />
        </Modal>
      ) : null}
      {passwordFor ? (
        <Modal title={`Şifre Değiştir: ${passwordFor.username}`} closeTo={cancelTo}>
          <PasswordForm key={`pw-${passwordFor.id}`} user={passwordFor} cancelTo={cancelTo} />
          <EndSessionsForm userId={passwordFor.id} username={passwordFor.username} />
        </Modal>
      ) : null}

      <details className="card p-0" open={createFailed}>
        <summary className="cursor-pointer px-6 py-4 font-semibold text-white">Yeni Kullanıcı Ekle</summary>
        <UserForm cancelTo={cancelTo} />
      </details>

      <FilterForm
        clearTo="/admin/users"
        filtered={filtered}
        search={{ id: "user-q", label: "Ara", value: filters.q, placeholder: "Kullanıcı adı veya e-posta" }}
      >
        <FilterSelect id="user-role" name="role" label="Rol" labels={roleLabels} value={filters.role} />
        <FilterSelect id="user-status" name="status" label="Durum" labels={statusLabels} value={filters.status} />
      </FilterForm>

      <p role="status" className="text-sm text-slate-400">
        {pagination.total} kullanıcı bulundu
      </p>

      {users.length === 0 ? (
        <p className="card p-6 text-slate-300">Kriterlere uyan kullanıcı yok.</p>
      ) : (
        <DataTable
          label="Kullanıcılar tablosu"
          columns={["Kullanıcı Adı", "E-posta", "Rol", "Durum", "Abonelik", "Kayıt Tarihi", { label: "İşlemler", hidden: true }]}
          cell="px-4 py-3"
          frameClassName="card"
          headClassName="border-b border-white/10 text-slate-400"
        >
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-b border-white/5 text-slate-200">
                <td className="px-4 py-3 font-medium text-white">{user.username}</td>
                <td className="px-4 py-3">{user.email}</td>
                <td className="px-4 py-3">{roleLabels[user.role]}</td>
                <td className="px-4 py-3">{statusLabels[user.status]}</td>
                <td className="px-4 py-3">{subscriptionLabels[user.subscription]}</td>
                <td className="px-4 py-3">{formatDate(new Date(user.created_at), "medium")}</td>
                {/* Held at the box's right edge while the other columns scroll under it: a phone sees the actions first. */}
                <td className="sticky right-0 bg-slate-900 px-4 py-3">
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={linkWith("edit", user.id)}
                      className="text-brand-300 hover:text-brand-200"
                      aria-label={`${user.username} düzenle`}
                    >
                      Düzenle
                    </Link>
                    <Link
                      to={linkWith("password", user.id)}
                      className="text-brand-300 hover:text-brand-200"
                      aria-label={`${user.username} şifre değiştir`}
                    >
                      Şifre
                    </Link>
                    <Link to={linkWith("confirm", user.id)} className="text-red-300 hover:text-red-200" aria-label={`${user.username} sil`}>
                      Sil
                    </Link>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager {...pagination} />
    </div>
  );
}
