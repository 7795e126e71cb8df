import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { DeleteButton } from "~/components/admin/delete-button";
import { Modal } from "~/components/admin/modal";
import { positiveId } from "~/lib/params";
import { requireAdmin } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";
import { listHomeSections } from "~/models/home.server";
import { AddSectionForm, EditSectionForm, IconButton, SaveAllButton, typeLabel } from "./forms";
import { DELETE_MESSAGE, PAGE } from "./schemas";
import { invariantResponse } from "~/lib/invariant";
import { AdminIcon } from "~/components/admin/admin-icon";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Ana Sayfa Düzeni", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const sections = await listHomeSections();
  const editId = positiveId(url.searchParams.get("edit"));
  const editing = editId ? sections.find((section) => section.id === editId) : undefined;
  invariantResponse(!editId || editing, "Bölüm bulunamadı.");
  return { sections, editing: editing ?? null };
}

export default function AdminHomeLayoutPage() {
  const { sections, editing } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const confirmId = Number(params.get("confirm"));
  const confirming = confirmId ? sections.find((section) => section.id === confirmId) : undefined;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-white">Ana Sayfa Düzeni</h1>
          <p className="mt-1 text-sm text-slate-400">Ana sayfadaki bölümlerin sırasını, görünürlüğünü ve içeriğini yönetin.</p>
        </div>
        <div className="flex gap-2">
          <Link to="?new=1" className="btn btn-secondary">
            <AdminIcon name="PlusIcon" className="h-5 w-5" />
            Bölüm Ekle
          </Link>
          {sections.length ? <SaveAllButton sections={sections} /> : null}
        </div>
      </div>

      {sections.length === 0 ? (
        <div className="card mt-8 flex flex-col items-center gap-4 p-10 text-center">
          <AdminIcon name="Squares2X2Icon" className="h-12 w-12 text-slate-400" />
          <h2 className="text-lg font-semibold text-white">Henüz bölüm yok</h2>
          <p className="text-sm text-slate-400">Ana sayfa şu anda boş görünüyor.</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Link to="?new=1" className="btn btn-primary">
              İlk bölümü ekle
            </Link>
            <Form method="post">
              <button type="submit" name="intent" value="defaults" className="btn btn-secondary">
                Varsayılan 6 bölümü oluştur
              </button>
            </Form>
          </div>
        </div>
      ) : (
        <ol aria-label="Ana sayfa bölümleri" className="mt-8 space-y-3">
          {sections.map((section, index) => (
            <li
              key={section.id}
              data-testid="home-section"
              className={`card flex flex-wrap items-center gap-4 p-4 ${section.enabled ? "" : "opacity-60"}`}
            >
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600/30 font-semibold text-brand-200">
                {section.sort_order}
              </span>
              <div className="min-w-0 flex-1">
                <h2 className="truncate font-semibold text-white">{section.title}</h2>
                <p className="text-xs text-slate-400">
                  {typeLabel(section.type)} · {section.enabled ? "Görünür" : "Gizli"}
                </p>
              </div>
              <div className="flex items-center gap-1">
                <IconButton intent="toggle" id={section.id} label={`${section.enabled ? "Gizle" : "Göster"}: ${section.title}`}>
                  {section.enabled ? (
                    <AdminIcon name="EyeIcon" className="h-5 w-5" />
                  ) : (
                    <AdminIcon name="EyeSlashIcon" className="h-5 w-5" />
                  )}
                </IconButton>
                <IconButton intent="move-up" id={section.id} label={`Yukarı taşı: ${section.title}`} disabled={index === 0}>
                  <AdminIcon name="ArrowUpIcon" className="h-5 w-5" />
                </IconButton>
                <IconButton
                  intent="move-down"
                  id={section.id}
                  label={`Aşağı taşı: ${section.title}`}
                  disabled={index === sections.length - 1}
                >
                  <AdminIcon name="ArrowDownIcon" className="h-5 w-5" />
                </IconButton>
                <Link
                  to={`?edit=${section.id}`}
                  preventScrollReset
                  aria-label={`Düzenle: ${section.title}`}
                  className="rounded-md p-1.5 text-slate-300 hover:bg-white/5 hover:text-white"
                >
                  <AdminIcon name="PencilSquareIcon" className="h-5 w-5" />
                </Link>
                <DeleteButton
                  intent="delete"
                  id={section.id}
                  label={`Sil: ${section.title}`}
                  message={DELETE_MESSAGE}
                  confirmHref={`?confirm=${section.id}`}
                />
              </div>
            </li>
          ))}
        </ol>
      )}

      {params.get("new") ? (
        <Modal title="Yeni Bölüm Ekle" closeTo={PAGE}>
          <AddSectionForm />
        </Modal>
      ) : null}
      {editing ? (
        <Modal title="Bölümü Düzenle" closeTo={PAGE}>
          <EditSectionForm key={editing.id} section={editing} />
        </Modal>
      ) : null}
      {confirming ? (
        <ConfirmDelete
          title="Bölümü Sil"
          intent="delete"
          id={confirming.id}
          message={DELETE_MESSAGE}
          detail={confirming.title}
          cancelTo={PAGE}
        />
      ) : null}
    </div>
  );
}
