import { ListEditor } from "~/components/admin/list-editor";
import { HeaderForm } from "../admin.footer/forms";
import { useFooterData } from "../admin.footer/route";
import { footerTabPath } from "../admin.footer/tabs";

export { action } from "../admin.footer/intents.server";

export default function FooterHeadersTab() {
  const { headers } = useFooterData();
  return (
    <ListEditor
      path={footerTabPath.headers}
      items={headers}
      addLabel="Başlık Ekle"
      columns={["Başlık", "Sütun", "Sıra"]}
      row={(header) => ({ name: header.title, cells: [header.title, header.column_number, header.sort_order] })}
      formTitle={(header) => (header ? "Sütun Başlığını Düzenle" : "Yeni Sütun Başlığı")}
      form={(header) => <HeaderForm header={header} order={headers.length + 1} />}
      deleteIntent="delete-header"
      deleteMessage="Bu sütun başlığını silmek istediğinizden emin misiniz?"
    />
  );
}
