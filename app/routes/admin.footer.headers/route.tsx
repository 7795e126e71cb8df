import { ListEditor } from "~/components/admin/list-editor";
import { HeaderForm, footerListTabs } from "../admin.footer/forms";
import { useFooterData } from "../admin.footer/route";

export { action } from "../admin.footer/intents.server";

export default function FooterHeadersTab() {
  const { headers } = useFooterData();
  return (
    <ListEditor
      list={footerListTabs.headers}
      items={headers}
      addLabel="Başlık Ekle"
      columns={["Başlık", "Sütun", "Sıra"]}
      row={(header) => ({ name: header.title, cells: [header.title, header.column_number, header.sort_order] })}
      formTitle={(header) => (header ? "Sütun Başlığını Düzenle" : "Yeni Sütun Başlığı")}
      form={(header, place) => <HeaderForm header={header} order={place.order} />}
      deleteMessage="Bu sütun başlığını silmek istediğinizden emin misiniz?"
    />
  );
}
