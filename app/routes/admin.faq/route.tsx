import { TitledSection } from "~/components/admin/titled-section";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ActionError } from "~/components/ui/form-fields";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { requireAdmin } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";
import { getFaq, listFaqs } from "~/models/faq.server";
import { FaqForm } from "./faq-form";
import { rowFromParam } from "~/lib/invariant";
import { AdminIcon } from "~/components/admin/admin-icon";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "SSS Yönetimi", noindex: true });

const faqFromParam = (value: string | null) => rowFromParam(value, getFaq, "SSS bulunamadı.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const [faqs, editing, confirming] = await Promise.all([
    listFaqs({ includeDisabled: true }),
    faqFromParam(params.get("edit")),
    faqFromParam(params.get("confirm")),
  ]);
  return { faqs, editingId: editing?.id ?? null, confirming };
}

export default function AdminFaqPage() {
  const { faqs, editingId, confirming } = useLoaderData<typeof loader>();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-white">SSS Yönetimi</h1>

      <ActionError />

      {confirming ? (
        <ConfirmDelete
          title="SSS Sil"
          message="Bu SSS kaydını silmek istediğinizden emin misiniz?"
          detail={confirming.question}
          id={confirming.id}
          action="/admin/faq"
          cancelTo="/admin/faq"
        />
      ) : null}

      <section className="card p-6" aria-labelledby="faq-add-title">
        <h2 id="faq-add-title" className="mb-4 text-lg font-semibold text-white">
          Yeni SSS Ekle
        </h2>
        <FaqForm />
      </section>

      <TitledSection id="faq-list-title" title="Sıkça Sorulan Sorular" className="space-y-3">
        <p role="status" className="text-sm text-slate-400">
          {faqs.length} SSS kaydı ({faqs.filter((faq) => faq.enabled).length} aktif)
        </p>
        {faqs.length === 0 ? (
          <p className="card p-6 text-slate-300">Henüz SSS eklenmemiş.</p>
        ) : (
          <ol className="space-y-3">
            {faqs.map((faq, index) => (
              <li key={faq.id} className="card p-4" aria-label={faq.question}>
                {editingId === faq.id ? (
                  <FaqForm faq={faq} />
                ) : (
                  <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
                    <div className="min-w-0 flex-1">
                      <h3 className="font-semibold text-white">{faq.question}</h3>
                      <p className="mt-1 whitespace-pre-line text-sm text-slate-300">{faq.answer}</p>
                      <p className="mt-2 text-xs">
                        <span
                          className={`rounded-full px-2 py-0.5 font-medium ${faq.enabled ? "bg-emerald-500/20 text-emerald-300" : "bg-slate-500/20 text-slate-300"}`}
                        >
                          {faq.enabled ? "Aktif" : "Pasif"}
                        </span>
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <Form method="post" action="/admin/faq" className="flex flex-wrap gap-2">
                        <input type="hidden" name="id" value={faq.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="up"
                          className="btn btn-secondary px-2"
                          disabled={index === 0}
                          aria-label={`${faq.question} yukarı taşı`}
                        >
                          <AdminIcon name="ArrowUpIcon" className="h-4 w-4" />
                        </button>
                        <button
                          type="submit"
                          name="intent"
                          value="down"
                          className="btn btn-secondary px-2"
                          disabled={index === faqs.length - 1}
                          aria-label={`${faq.question} aşağı taşı`}
                        >
                          <AdminIcon name="ArrowDownIcon" className="h-4 w-4" />
                        </button>
                        <button type="submit" name="intent" value="toggle" className="btn btn-secondary">
                          {faq.enabled ? "Devre Dışı Bırak" : "Etkinleştir"}
                        </button>
                      </Form>
                      <Link to={`?edit=${faq.id}`} className="btn btn-secondary">
                        Düzenle
                      </Link>
                      <Link to={`?confirm=${faq.id}`} className="btn btn-danger">
                        Sil
                      </Link>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </TitledSection>
    </div>
  );
}
