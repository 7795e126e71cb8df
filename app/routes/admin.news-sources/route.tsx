import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ListEditor } from "~/components/admin/list-editor";
import { requireAdmin } from "~/server/auth.server";
import { formatDateTime } from "~/lib/format";
import type { NewsSource } from "~/lib/news/schema";
import { pageMeta } from "~/lib/seo/meta";
import { listNewsSources } from "~/models/news.server";
import { NEWS_SOURCES_PATH, NewsSourceForm, SourceActions } from "./forms";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Haber Kaynakları", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { sources: await listNewsSources() };
}

function LastRead({ source }: { source: NewsSource }) {
  if (!source.lastFetchAt) return <span className="text-slate-400">Henüz okunmadı</span>;
  return (
    <div className="max-w-xs">
      <span className={source.lastFetchOk ? "text-emerald-300" : "text-red-300"}>{source.lastFetchOk ? "Başarılı" : "Başarısız"}</span>{" "}
      <time dateTime={source.lastFetchAt} className="text-slate-400">
        {formatDateTime(source.lastFetchAt)}
      </time>
      {source.lastFetchMessage ? <p className="text-xs text-slate-400">{source.lastFetchMessage}</p> : null}
    </div>
  );
}

export default function AdminNewsSourcesPage() {
  const { sources } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-2xl font-bold text-white">Haber Kaynakları</h1>
      <p className="mt-1 text-sm text-slate-400">
        <Link to="/crypto-news" className="underline">
          Kripto Haberler
        </Link>{" "}
        sayfasındaki başlıkların alındığı RSS ve Atom beslemeleri. Sunucu etkin beslemeleri düzenli aralıklarla okur; bir beslemenin hatası
        diğerlerini etkilemez.
      </p>
      <ListEditor
        list={{ path: NEWS_SOURCES_PATH, remove: "delete-source" }}
        items={sources}
        addLabel="Kaynak Ekle"
        emptyText="Henüz haber kaynağı yok."
        columns={["Ad", "Durum", "Son okuma", "Son başarılı okuma", "Haber"]}
        row={(source) => ({
          name: source.name,
          cells: [
            <div key="name" className="max-w-xs">
              <p className="font-medium text-white">{source.name}</p>
              <p className="text-xs break-all text-slate-400">{source.url}</p>
            </div>,
            <div key="state" className="flex flex-col gap-2">
              <span className={source.enabled ? "text-emerald-300" : "text-slate-400"}>{source.enabled ? "Etkin" : "Devre dışı"}</span>
              <SourceActions source={source} />
            </div>,
            <LastRead key="last" source={source} />,
            source.lastSuccessAt ? formatDateTime(source.lastSuccessAt) : "Hiç",
            source.itemCount,
          ],
        })}
        formTitle={(source) => (source ? "Haber Kaynağını Düzenle" : "Yeni Haber Kaynağı")}
        form={(source) => <NewsSourceForm source={source} />}
        deleteMessage="Bu haber kaynağını ve ondan alınan haberleri silmek istediğinizden emin misiniz?"
      />
    </div>
  );
}
