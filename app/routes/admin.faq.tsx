import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ArrowDownIcon, ArrowUpIcon } from "@heroicons/react/24/outline";
import { Field, FieldErrors, FormErrors } from "~/components/ui/field";
import { requireAdmin } from "~/lib/auth.server";
import { positiveId } from "~/lib/params";
import type { FaqRow } from "~/lib/db-schema";
import { pageMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { recordActivity } from "~/models/activity.server";
import { createFaq, deleteFaq, getFaq, listFaqs, moveFaq, nextFaqOrder, recordFaqActivity, toggleFaq, updateFaq } from "~/models/faq.server";
import { faqFormSchema } from "~/lib/faq-schemas";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "SSS Yönetimi", noindex: true });

async function faqFromParam(value: string | null) {
  const id = positiveId(value);
  if (!id) return undefined;
  const faq = await getFaq(id);
  if (!faq) throw new Response("SSS bulunamadı.", { status: 404 });
  return faq;
}

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

const notFound = () => new Response("SSS bulunamadı.", { status: 404 });

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const back = "/admin/faq";

  if (intent === "create") {
    const submission = parseWithZod(formData, { schema: faqFormSchema });
    if (submission.status !== "success") return data({ intent, id: null, result: submission.reply() }, { status: 400 });
    const faq = await createFaq({ ...submission.value, sort_order: await nextFaqOrder() });
    await recordFaqActivity("faq_created", admin, faq);
    return redirectWithToast(request, back, { type: "success", message: "FAQ başarıyla eklendi" });
  }

  const id = positiveId(formData.get("id"));
  if (!id) return data({ intent: "unknown", message: "Geçersiz SSS." }, { status: 400 });

  switch (intent) {
    case "update": {
      const submission = parseWithZod(formData, { schema: faqFormSchema });
      if (submission.status !== "success") return data({ intent, id, result: submission.reply() }, { status: 400 });
      const faq = await updateFaq(id, submission.value);
      if (!faq) throw notFound();
      await recordFaqActivity("faq_updated", admin, faq);
      return redirectWithToast(request, back, { type: "success", message: "FAQ başarıyla güncellendi" });
    }
    case "toggle": {
      const faq = await toggleFaq(id);
      if (!faq) throw notFound();
      await recordActivity({
        actor: admin,
        action: "faq_toggled",
        title: faq.enabled ? "SSS etkinleştirildi" : "SSS devre dışı bırakıldı",
        description: faq.question,
        icon: "FileText",
      });
      return redirectWithToast(request, back, { type: "success", message: "FAQ durumu başarıyla değiştirildi" });
    }
    case "up":
    case "down": {
      if (!(await moveFaq(id, intent))) throw notFound();
      await recordActivity({ actor: admin, action: "faq_reordered", title: "SSS sırası değişti", icon: "FileText" });
      return redirectWithToast(request, back, { type: "success", message: "Sıralama güncellendi" });
    }
    case "delete": {
      const faq = await deleteFaq(id);
      if (!faq) throw notFound();
      await recordFaqActivity("faq_deleted", admin, faq);
      return redirectWithToast(request, back, { type: "success", message: "FAQ başarıyla silindi" });
    }
    default:
      return data({ intent: "unknown", message: "Bilinmeyen işlem." }, { status: 400 });
  }
}

type ActionData = ReturnType<typeof useActionData<typeof action>>;

function FaqForm({ faq, actionData }: { faq?: FaqRow; actionData: ActionData }) {
  const intent = faq ? "update" : "create";
  const lastResult =
    actionData && "result" in actionData && actionData.intent === intent && actionData.id === (faq?.id ?? null)
      ? actionData.result
      : undefined;
  const [form, fields] = useForm<{ question: string; answer: string }>({
    id: faq ? `faq-edit-${faq.id}` : "faq-create",
    lastResult,
    defaultValue: faq ? { question: faq.question, answer: faq.answer } : undefined,
    constraint: getZodConstraint(faqFormSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: faqFormSchema }),
  });
  const { key: answerKey, ...answerProps } = getTextareaProps(fields.answer);
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      {faq ? <input type="hidden" name="id" value={faq.id} /> : null}
      <Field
        label="Soru"
        input={{ ...getInputProps(fields.question, { type: "text" }), required: true }}
        errors={fields.question.errors}
        errorId={fields.question.errorId}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={answerProps.id} className="label">
          Cevap
        </label>
        <textarea key={answerKey} {...answerProps} required rows={4} className="input w-full" />
        <FieldErrors id={fields.answer.errorId} errors={fields.answer.errors} />
      </div>
      <div className="flex gap-3">
        <button type="submit" name="intent" value={intent} className="btn btn-primary">
          {faq ? "Kaydet" : "SSS Ekle"}
        </button>
        {faq ? (
          <Link to="/admin/faq" className="btn btn-secondary">
            İptal
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export default function AdminFaqPage() {
  const { faqs, editingId, confirming } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-white">SSS Yönetimi</h1>

      {actionData && "message" in actionData ? (
        <p role="alert" className="field-error">
          {actionData.message}
        </p>
      ) : null}

      {confirming ? (
        <section role="alertdialog" aria-labelledby="confirm-title" className="card border-red-500/40 p-6">
          <h2 id="confirm-title" className="text-lg font-semibold text-white">
            SSS Sil
          </h2>
          <p className="mt-2 text-slate-300">
            Bu SSS kaydını silmek istediğinizden emin misiniz? <strong>{confirming.question}</strong>
          </p>
          <Form method="post" action="/admin/faq" className="mt-4 flex gap-3">
            <input type="hidden" name="id" value={confirming.id} />
            <button type="submit" name="intent" value="delete" className="btn btn-danger">
              Evet, sil
            </button>
            <Link to="/admin/faq" className="btn btn-secondary">
              Vazgeç
            </Link>
          </Form>
        </section>
      ) : null}

      <section className="card p-6" aria-labelledby="faq-add-title">
        <h2 id="faq-add-title" className="mb-4 text-lg font-semibold text-white">
          Yeni SSS Ekle
        </h2>
        <FaqForm actionData={actionData} />
      </section>

      <section aria-labelledby="faq-list-title" className="space-y-3">
        <h2 id="faq-list-title" className="text-lg font-semibold text-white">
          Sıkça Sorulan Sorular
        </h2>
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
                  <FaqForm faq={faq} actionData={actionData} />
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
                          <ArrowUpIcon className="h-4 w-4" aria-hidden="true" />
                        </button>
                        <button
                          type="submit"
                          name="intent"
                          value="down"
                          className="btn btn-secondary px-2"
                          disabled={index === faqs.length - 1}
                          aria-label={`${faq.question} aşağı taşı`}
                        >
                          <ArrowDownIcon className="h-4 w-4" aria-hidden="true" />
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
      </section>
    </div>
  );
}
