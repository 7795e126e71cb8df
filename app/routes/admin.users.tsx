import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata, type Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";

import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { Modal } from "~/components/admin-content/modal";
import { FilterSelect } from "~/components/admin/filter-select";
import { Pager } from "~/components/admin/pager";
import { Field, FieldErrors, FormErrors } from "~/components/ui/field";
import { requireAdmin } from "~/lib/auth.server";
import { oneOf, positiveId } from "~/lib/params";
import type { Role, Subscription, UserStatus } from "~/lib/db-schema";
import { pageParam, paginate } from "~/lib/pagination";
import { pageMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { EndSessionsForm } from "~/components/admin/end-sessions-form";
import { UserRuleError, adminCreateUser, changeUserPassword, deleteUser, endUserSessions, getUserById, listUsers, recordUserActivity, updateUser, type User } from "~/models/users.server";
import { changePasswordSchema, createUserSchema, roles, subscriptions, updateUserSchema, userStatuses } from "~/lib/user-schemas";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Kullanıcı Yönetimi", noindex: true });

const roleLabels: Record<Role, string> = { user: "Kullanıcı", admin: "Admin" };
const statusLabels: Record<UserStatus, string> = { active: "Aktif", inactive: "Pasif", banned: "Yasaklı" };
const subscriptionLabels: Record<Subscription, string> = {
  free: "Ücretsiz",
  basic: "Temel",
  premium: "Premium",
  enterprise: "Kurumsal",
};

async function userFromParam(value: string | null) {
  const id = positiveId(value);
  if (!id) return undefined;
  const user = await getUserById(id);
  if (!user) throw new Response("Kullanıcı bulunamadı.", { status: 404 });
  return user;
}

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

/** The page the admin came from, without the one-off edit/password/confirm steps. */
function backUrl(request: Request) {
  const url = new URL(request.url);
  for (const key of ["edit", "password", "confirm", "new", "index", "_data"]) url.searchParams.delete(key);
  const search = url.searchParams.toString();
  return `/admin/users${search ? `?${search}` : ""}`;
}

function notFound() {
  return new Response("Kullanıcı bulunamadı.", { status: 404 });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const back = backUrl(request);

  if (intent === "create") {
    const submission = parseWithZod(formData, { schema: createUserSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
    }
    try {
      const user = await adminCreateUser(submission.value);
      await recordUserActivity("user_created", admin, user);
      return redirectWithToast(request, back, { type: "success", message: "Kullanıcı başarıyla oluşturuldu" });
    } catch (error) {
      if (!(error instanceof UserRuleError)) throw error;
      return data({ intent, result: ruleReply(submission, error) }, { status: 400 });
    }
  }

  const id = positiveId(String(formData.get("id") ?? ""));
  if (!id) return data({ intent: "unknown", message: "Geçersiz kullanıcı." }, { status: 400 });

  if (intent === "update") {
    const submission = parseWithZod(formData, { schema: updateUserSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
    }
    try {
      const user = await updateUser(id, submission.value);
      if (!user) throw notFound();
      await recordUserActivity("user_updated", admin, user);
      return redirectWithToast(request, back, { type: "success", message: "Kullanıcı başarıyla güncellendi" });
    } catch (error) {
      if (!(error instanceof UserRuleError)) throw error;
      return data({ intent, result: ruleReply(submission, error) }, { status: 400 });
    }
  }

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: changePasswordSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply({ hideFields: ["password", "passwordConfirm"] }) }, { status: 400 });
    }
    const user = await getUserById(id);
    if (!user || !(await changeUserPassword(id, submission.value.password))) throw notFound();
    await recordUserActivity("user_password_changed", admin, user);
    return redirectWithToast(request, back, { type: "success", message: "Şifre başarıyla değiştirildi" });
  }

  if (intent === "end-sessions") {
    const user = await endUserSessions(id, admin);
    if (!user) throw notFound();
    return redirectWithToast(request, back, { type: "success", message: "Kullanıcının tüm oturumları kapatıldı" });
  }

  if (intent === "delete") {
    try {
      const user = await deleteUser(id);
      if (!user) throw notFound();
      await recordUserActivity("user_deleted", admin, user);
      return redirectWithToast(request, back, { type: "success", message: "Kullanıcı başarıyla silindi" });
    } catch (error) {
      if (!(error instanceof UserRuleError)) throw error;
      return redirectWithToast(request, back, { type: "error", message: error.message });
    }
  }

  return data({ intent: "unknown", message: "Bilinmeyen işlem." }, { status: 400 });
}

function ruleReply(submission: Submission<unknown>, error: UserRuleError) {
  return submission.reply({
    hideFields: ["password"],
    ...(error.field ? { fieldErrors: { [error.field]: [error.message] } } : { formErrors: [error.message] }),
  });
}

function Select<T extends string>({
  label,
  meta,
  options,
}: {
  label: string;
  meta: FieldMetadata<string>;
  options: Record<T, string>;
}) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.id} className="label">
        {label}
      </label>
      <select key={key} {...props} className="input w-full">
        {(Object.entries(options) as [T, string][]).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

type ActionData = ReturnType<typeof useActionData<typeof action>>;

function resultFor(actionData: ActionData, intent: string) {
  return actionData && "result" in actionData && actionData.intent === intent ? actionData.result : undefined;
}

function UserForm({ user, actionData, cancelTo }: { user?: User; actionData: ActionData; cancelTo: string }) {
  const intent = user ? "update" : "create";
  const [form, fields] = useForm<{
    username: string;
    email: string;
    password?: string;
    role: string;
    status: string;
    subscription: string;
  }>({
    id: user ? `user-edit-${user.id}` : "user-create",
    lastResult: resultFor(actionData, intent),
    defaultValue: user
      ? { username: user.username, email: user.email, role: user.role, status: user.status, subscription: user.subscription }
      : { role: "user", status: "active", subscription: "free" },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: user ? updateUserSchema : createUserSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className={`grid gap-4 md:grid-cols-2 ${user ? "" : "p-4"}`}>
      <div className="md:col-span-2">
        <FormErrors id={form.errorId} errors={form.errors} />
      </div>
      {user ? <input type="hidden" name="id" value={user.id} /> : null}
      <Field
        label="Kullanıcı Adı"
        input={{ ...getInputProps(fields.username, { type: "text" }), required: true, autoComplete: "off" }}
        errors={fields.username.errors}
        errorId={fields.username.errorId}
      />
      <Field
        label="E-posta"
        input={{ ...getInputProps(fields.email, { type: "email" }), required: true, autoComplete: "off" }}
        errors={fields.email.errors}
        errorId={fields.email.errorId}
      />
      <Field
        label={user ? "Yeni Şifre (boş bırakılırsa değişmez)" : "Şifre"}
        input={{
          ...getInputProps(fields.password, { type: "password" }),
          required: !user,
          minLength: 6,
          autoComplete: "new-password",
        }}
        errors={fields.password.errors}
        errorId={fields.password.errorId}
        hint="En az 6 karakter."
      />
      <Select label="Rol" meta={fields.role} options={roleLabels} />
      <Select label="Durum" meta={fields.status} options={statusLabels} />
      <Select label="Abonelik" meta={fields.subscription} options={subscriptionLabels} />
      <div className="flex gap-3 md:col-span-2">
        <button type="submit" name="intent" value={intent} className="btn btn-primary">
          {user ? "Güncelle" : "Oluştur"}
        </button>
        {user ? (
          <Link to={cancelTo} className="btn btn-secondary">
            İptal
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function PasswordForm({ user, actionData, cancelTo }: { user: User; actionData: ActionData; cancelTo: string }) {
  const [form, fields] = useForm<{ password: string; passwordConfirm: string }>({
    id: `user-password-${user.id}`,
    lastResult: resultFor(actionData, "password"),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
      <input type="hidden" name="id" value={user.id} />
      <Field
        label="Yeni Şifre"
        input={{ ...getInputProps(fields.password, { type: "password" }), required: true, minLength: 6, autoComplete: "new-password" }}
        errors={fields.password.errors}
        errorId={fields.password.errorId}
        hint="En az 6 karakter."
      />
      <Field
        label="Yeni Şifre (Tekrar)"
        input={{ ...getInputProps(fields.passwordConfirm, { type: "password" }), required: true, autoComplete: "new-password" }}
        errors={fields.passwordConfirm.errors}
        errorId={fields.passwordConfirm.errorId}
      />
      <div className="flex gap-3 md:col-span-2">
        <button type="submit" name="intent" value="password" className="btn btn-primary">
          Şifreyi Değiştir
        </button>
        <Link to={cancelTo} className="btn btn-secondary">
          İptal
        </Link>
      </div>
    </Form>
  );
}

const dateFormat = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeZone: "Europe/Istanbul" });

export default function AdminUsersPage() {
  const { users, pagination, filters, editing, passwordFor, confirming } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();

  const linkWith = (key: string, id: number) => {
    const params = new URLSearchParams(location.search);
    for (const other of ["edit", "password", "confirm"]) params.delete(other);
    params.set(key, String(id));
    return `?${params}`;
  };
  const cancelParams = new URLSearchParams(location.search);
  for (const key of ["edit", "password", "confirm"]) cancelParams.delete(key);
  const cancelTo = `?${cancelParams}`;
  const filtered = !!(filters.q || filters.role || filters.status);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-white">Kullanıcı Yönetimi</h1>

      {actionData && "message" in actionData ? (
        <p role="alert" className="field-error">
          {actionData.message}
        </p>
      ) : null}

      {confirming ? (
        <section role="alertdialog" aria-labelledby="confirm-title" className="card border-red-500/40 p-6">
          <h2 id="confirm-title" className="text-lg font-semibold text-white">
            Kullanıcıyı Sil
          </h2>
          <p className="mt-2 text-slate-300">
            Bu kullanıcıyı silmek istediğinizden emin misiniz? <strong>{confirming.username}</strong> ({confirming.email})
          </p>
          <Form method="post" className="mt-4 flex gap-3">
            <input type="hidden" name="id" value={confirming.id} />
            <button type="submit" name="intent" value="delete" className="btn btn-danger">
              Evet, sil
            </button>
            <Link to={cancelTo} className="btn btn-secondary">
              Vazgeç
            </Link>
          </Form>
        </section>
      ) : null}

      {editing ? (
        <Modal title={`Kullanıcıyı Düzenle: ${editing.username}`} closeTo={cancelTo}>
          <UserForm key={`edit-${editing.id}`} user={editing} actionData={actionData} cancelTo={cancelTo} />
        </Modal>
      ) : null}
      {passwordFor ? (
        <Modal title={`Şifre Değiştir: ${passwordFor.username}`} closeTo={cancelTo}>
          <PasswordForm key={`pw-${passwordFor.id}`} user={passwordFor} actionData={actionData} cancelTo={cancelTo} />
          <EndSessionsForm userId={passwordFor.id} username={passwordFor.username} />
        </Modal>
      ) : null}

      <details className="card p-0" open={!!resultFor(actionData, "create")}>
        <summary className="cursor-pointer px-6 py-4 font-semibold text-white">Yeni Kullanıcı Ekle</summary>
        <UserForm actionData={actionData} cancelTo={cancelTo} />
      </details>

      <Form method="get" role="search" className="card flex flex-wrap items-end gap-4 p-4">
        <div className="flex min-w-48 flex-1 flex-col gap-1.5">
          <label htmlFor="user-q" className="label">
            Ara
          </label>
          <input
            id="user-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            placeholder="Kullanıcı adı veya e-posta"
            className="input w-full"
          />
        </div>
        <FilterSelect id="user-role" name="role" label="Rol" labels={roleLabels} value={filters.role} />
        <FilterSelect id="user-status" name="status" label="Durum" labels={statusLabels} value={filters.status} />
        <button type="submit" className="btn btn-secondary">
          Filtrele
        </button>
        {filtered ? (
          <Link to="/admin/users" className="btn btn-secondary">
            Temizle
          </Link>
        ) : null}
      </Form>

      <p role="status" className="text-sm text-slate-400">
        {pagination.total} kullanıcı {filtered ? "bulundu" : "listeleniyor"}
      </p>

      {users.length === 0 ? (
        <p className="card p-6 text-slate-300">Kriterlere uyan kullanıcı yok.</p>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-white/10 text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3">Kullanıcı Adı</th>
                <th scope="col" className="px-4 py-3">E-posta</th>
                <th scope="col" className="px-4 py-3">Rol</th>
                <th scope="col" className="px-4 py-3">Durum</th>
                <th scope="col" className="px-4 py-3">Abonelik</th>
                <th scope="col" className="px-4 py-3">Kayıt Tarihi</th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">İşlemler</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id} className="border-b border-white/5 text-slate-200">
                  <td className="px-4 py-3 font-medium text-white">{user.username}</td>
                  <td className="px-4 py-3">{user.email}</td>
                  <td className="px-4 py-3">{roleLabels[user.role]}</td>
                  <td className="px-4 py-3">{statusLabels[user.status]}</td>
                  <td className="px-4 py-3">{subscriptionLabels[user.subscription]}</td>
                  <td className="px-4 py-3">{dateFormat.format(new Date(user.created_at))}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-2">
                      <Link to={linkWith("edit", user.id)} className="text-brand-300 hover:text-brand-200" aria-label={`${user.username} düzenle`}>
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
          </table>
        </div>
      )}
      <Pager {...pagination} />
    </div>
  );
}
