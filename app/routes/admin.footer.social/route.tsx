import { ListEditor } from "~/components/admin/list-editor";
import { SocialForm } from "../admin.footer/forms";
import { useFooterData } from "../admin.footer/route";
import { footerTabPath } from "../admin.footer/tabs";

export { action } from "../admin.footer/intents.server";

export default function FooterSocialTab() {
  const { social } = useFooterData();
  return (
    <ListEditor
      path={footerTabPath.social}
      items={social}
      addLabel="Sosyal Medya Ekle"
      columns={["Platform", "URL", "Simge", "Sıra"]}
      row={(item) => ({ name: item.platform, cells: [item.platform, <code key="url">{item.url}</code>, item.icon, item.sort_order] })}
      formTitle={(item) => (item ? "Sosyal Medya Linkini Düzenle" : "Yeni Sosyal Medya Linki")}
      form={(item) => <SocialForm item={item} order={social.length + 1} />}
      deleteIntent="delete-social"
      deleteMessage="Bu sosyal medya linkini silmek istediğinizden emin misiniz?"
    />
  );
}
