import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { FormButtons, TextAreaField, TextField, useIntentForm } from "~/components/admin/form-fields";
import { ListTable } from "~/components/admin/list-table";
import { Modal } from "~/components/admin/modal";
import { requireAdmin } from "~/lib/auth.server";
import { dictionaryTermSchema, parseDictionaryQuery } from "~/lib/dictionary/schema";
import { positiveId } from "~/lib/params";
import { pageMeta } from "~/lib/seo";
import { getTerm, searchTerms } from "~/models/dictionary.server";
import { DICTIONARY_PAGE, runDictionaryIntent } from "./intents.server";

const DELETE_MESSAGE = "Bu terimi sözlükten silmek istediğinizden emin misiniz?";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Sözlük Yönetimi", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = parseDictionaryQuery(params);
  const editId = positiveId(params.get("edit")) ?? positiveId(params.get("confirm"));
  const [terms, selected] = await Promise.all([searchTerms(q), editId ? getTerm(editId) : undefined]);
  return { q, terms, selected: selected ?? null };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  return runDictionaryIntent({ request, formData, actor: { id: admin.id, username: admin.username } });
}

type Term = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["selected"]>;

function TermForm({ term }: { term?: Term }) {
  const intent = term ? "update" : "create";
  const [form, fields] = useIntentForm(dictionaryTermSchema, {
    id: `dictionary-term-${term?.id ?? "new"}`,
    intent,
    defaultValue: term ? { ...term, related: term.related.split(",").join(", ") } : undefined,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {term ? <input type="hidden" name="id" value={term.id} /> : null}
      <TextField field={fields.term} label="Terim" />
      <TextField field={fields.english} label="İngilizce karşılığı" hint="İsteğe bağlı; terim zaten İngilizceyse boş bırakın." />
      <TextField field={fields.slug} label="Kısa ad (adres)" hint="Boş bırakılırsa terimden üretilir: /crypto-dictionary/kisa-ad" />
      <TextAreaField field={fields.short_definition} label="Kısa tanım" rows={2} />
      <TextAreaField field={fields.explanation} label="Açıklama" rows={6} />
      <TextAreaField field={fields.example} label="Örnek" rows={2} />
      <TextField field={fields.related} label="İlgili terimler" hint="Kısa adları virgülle ayırın, ör. cuzdan, ozel-anahtar" />
      <FormButtons intent={intent} cancelTo={DICTIONARY_PAGE} />
    </Form>
  );
}

export default function AdminDictionaryPage() {
  const { q, terms, selected } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const adding = params.get("new") === "1";
  const editing = selected && params.get("edit") ? selected : null;
  const confirming = selected && params.get("confirm") ? selected : null;

  return (
    <div>
      <h1 className="text-2xl font-bold text-white">Sözlük Yönetimi</h1>
      <p className="mt-1 text-sm text-slate-400">
        <Link to="/crypto-dictionary" className="text-brand-300 underline hover:text-brand-200">
          Kripto Sözlük
        </Link>{" "}
        sayfasındaki terimleri ekleyin, düzenleyin ve silin.
      </p>
      <Form method="get" role="search" className="mt-6 flex max-w-md gap-2">
        <label htmlFor="admin-dictionary-q" className="sr-only">
          Terim ara
        </label>
        <input
          id="admin-dictionary-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder="Terim ara"
          className="input flex-1"
        />
        <button type="submit" className="btn btn-secondary">
          Ara
        </button>
      </Form>
      <p role="status" className="mt-3 text-sm text-slate-400">
        {terms.length} terim
      </p>
      <ListTable
        tab="terms"
        addLabel="Terim Ekle"
        columns={["Terim", "Kısa tanım", "Adres"]}
        deleteIntent="delete"
        deleteMessage={DELETE_MESSAGE}
        emptyText="Bu aramayla eşleşen terim yok."
        rows={terms.map((term) => ({
          id: term.id,
          name: term.term,
          cells: [
            term.term,
            <span key="short" className="line-clamp-2 text-slate-300">
              {term.short_definition}
            </span>,
            <Link key="link" to={`/crypto-dictionary/${term.slug}`} className="text-brand-300 hover:text-brand-200">
              /{term.slug}
            </Link>,
          ],
        }))}
      />
      {adding || editing ? (
        <Modal title={editing ? "Terimi Düzenle" : "Yeni Terim"} closeTo={DICTIONARY_PAGE}>
          <TermForm term={editing ?? undefined} />
        </Modal>
      ) : null}
      {confirming ? (
        <ConfirmDelete intent="delete" id={confirming.id} message={`${DELETE_MESSAGE} (${confirming.term})`} cancelTo={DICTIONARY_PAGE} />
      ) : null}
    </div>
  );
}
