import { ListEditor } from "~/components/admin/list-editor";
import { PageSeoForm } from "../admin.seo/forms";
import { useSeoData } from "../admin.seo/route";
import { seoTabPath } from "../admin.seo/tabs";

export { action } from "../admin.seo/intents.server";

const none = <span className="text-slate-400">—</span>;

export default function SeoPagesTab() {
  const { pages } = useSeoData();
  return (
    <ListEditor
      list={{ path: seoTabPath.pages, remove: "delete-page" }}
      title="Sayfa SEO Kayıtları"
      items={pages}
      addLabel="Sayfa SEO Ekle"
      emptyText="Henüz sayfa SEO kaydı yok."
      columns={["Sayfa yolu", "Başlık", "Açıklama", "Robots"]}
      row={(entry) => ({
        name: entry.page_path,
        cells: [
          <code key="path">{entry.page_path}</code>,
          entry.title || none,
          <span key="description" className="block max-w-xs truncate text-slate-300">
            {entry.description || none}
          </span>,
          [entry.noindex ? "noindex" : "index", entry.nofollow ? "nofollow" : "follow"].join(", "),
        ],
      })}
      formTitle={(entry) => (entry ? "Sayfa SEO Düzenle" : "Yeni Sayfa SEO")}
      form={(entry) => <PageSeoForm entry={entry} />}
      deleteMessage="Bu sayfa SEO kaydını silmek istediğinizden emin misiniz?"
    />
  );
}
