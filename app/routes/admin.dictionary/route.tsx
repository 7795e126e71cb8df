import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ListEditor } from "~/components/admin/list-editor";
import { Pager } from "~/components/admin/pager";
import { requireAdmin } from "~/server/auth.server";
import { parseDictionaryQuery } from "~/lib/dictionary/query";
import { pageParam, paginate } from "~/lib/pagination";
import { positiveId } from "~/lib/params";
import { pageMeta } from "~/lib/seo/meta";
import { getTerm, searchTerms } from "~/models/dictionary.server";
import { DICTIONARY_PAGE, TermForm } from "./forms";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Sözlük Yönetimi", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = parseDictionaryQuery(params);
  // The list holds the index's fields; the term being edited comes whole.
  const editId = positiveId(params.get("edit"));
  const [matching, editing] = await Promise.all([searchTerms(q), editId ? getTerm(editId) : undefined]);
  // A link to one term's dialog (?edit=5, ?confirm=5) without a page opens on the page that holds it.
  const shown = matching.findIndex((term) => term.id === (editId ?? positiveId(params.get("confirm"))));
  const requested = params.has("page") || shown < 0 ? pageParam(params.get("page")) : Math.floor(shown / TERMS_PER_PAGE) + 1;
  const { items: terms, pagination } = paginate(matching, requested, TERMS_PER_PAGE);
  return { q, terms, pagination, editing: editing ?? null };
}

// 174 terms are seeded: all of them on one screen made a table an admin scrolls through for a while.
const TERMS_PER_PAGE = 25;

export default function AdminDictionaryPage() {
  const { q, terms, pagination, editing } = useLoaderData<typeof loader>();
  const query =
    [q ? `q=${encodeURIComponent(q)}` : "", pagination.page > 1 ? `page=${pagination.page}` : ""].filter(Boolean).join("&") || undefined;

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
        {pagination.total} terim
      </p>
      <ListEditor
        list={{ path: DICTIONARY_PAGE, remove: "delete" }}
        query={query}
        items={terms}
        addLabel="Terim Ekle"
        columns={["Terim", "Kısa tanım", "Adres"]}
        emptyText="Bu aramayla eşleşen terim yok."
        row={(term) => ({
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
        })}
        formTitle={(term) => (term ? "Terimi Düzenle" : "Yeni Terim")}
        form={(term, place) => <TermForm term={term && editing?.id === term.id ? editing : undefined} cancelTo={place.cancelTo} />}
        deleteMessage="Bu terimi sözlükten silmek istediğinizden emin misiniz?"
      />
      <Pager {...pagination} />
    </div>
  );
}
