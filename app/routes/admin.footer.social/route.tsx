import { ListEditor } from "~/components/admin/list-editor";
import { SocialForm, footerListTabs } from "../admin.footer/forms";
import { useFooterData } from "../admin.footer/route";

export { action } from "../admin.footer/intents.server";

export default function FooterSocialTab() {
  const { social } = useFooterData();
  return (
    <ListEditor
      list={footerListTabs.social}
      items={social}
      addLabel="Sosyal Medya Ekle"
      columns={["Platform", "URL", "Simge", "Sıra"]}
      row={(item) => ({ name: item.platform, cells: [item.platform, <code key="url">{item.url}</code>, item.icon, item.sort_order] })}
      formTitle={(item) => (item ? "Sosyal Medya Linkini Düzenle" : "Yeni Sosyal Medya Linki")}
      form={(item, place) => <SocialForm item={item} order={place.order} />}
      deleteMessage="Bu sosyal medya linkini silmek istediğinizden emin misiniz?"
    />
  );
}
