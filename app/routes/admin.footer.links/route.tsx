import { ListEditor } from "~/components/admin/list-editor";
import { LinkForm } from "../admin.footer/forms";
import { useFooterData } from "../admin.footer/route";
import { footerTabPath } from "../admin.footer/tabs";

export { action } from "../admin.footer/intents.server";

export default function FooterLinksTab() {
  const { links } = useFooterData();
  return (
    <ListEditor
      path={footerTabPath.links}
      items={links}
      addLabel="Link Ekle"
      columns={["Başlık", "URL", "Sütun", "Sıra"]}
      row={(link) => ({ name: link.title, cells: [link.title, <code key="url">{link.url}</code>, link.column_number, link.sort_order] })}
      formTitle={(link) => (link ? "Linki Düzenle" : "Yeni Link")}
      form={(link) => <LinkForm link={link} order={links.length + 1} />}
      deleteIntent="delete-link"
      deleteMessage="Bu linki silmek istediğinizden emin misiniz?"
    />
  );
}
