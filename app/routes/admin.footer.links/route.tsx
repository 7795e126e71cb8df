import { ListEditor } from "~/components/admin/list-editor";
import { LinkForm, footerListTabs } from "../admin.footer/forms";
import { useFooterData } from "../admin.footer/route";

export { action } from "../admin.footer/intents.server";

export default function FooterLinksTab() {
  const { links } = useFooterData();
  return (
    <ListEditor
      list={footerListTabs.links}
      items={links}
      addLabel="Link Ekle"
      columns={["Başlık", "URL", "Sütun", "Sıra"]}
      row={(link) => ({ name: link.title, cells: [link.title, <code key="url">{link.url}</code>, link.column_number, link.sort_order] })}
      formTitle={(link) => (link ? "Linki Düzenle" : "Yeni Link")}
      form={(link, place) => <LinkForm link={link} order={place.order} />}
      deleteMessage="Bu linki silmek istediğinizden emin misiniz?"
    />
  );
}
