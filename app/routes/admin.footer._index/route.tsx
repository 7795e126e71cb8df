import { RecordCard } from "~/components/admin/record-card";
import { InfoForm } from "../admin.footer/forms";
import { useFooterData } from "../admin.footer/route";
import { footerTabPath } from "../admin.footer/tabs";

export { action } from "../admin.footer/intents.server";

/** The footer screen's first tab: the company block. */
export default function FooterInfoTab() {
  const { info } = useFooterData();
  return (
    <RecordCard
      title={info.company_name}
      fields={[
        ["Açıklama", info.description],
        ["Bülten açıklaması", info.newsletter_description],
        ["Adres", info.address],
        ["Telefon", info.phone],
        ["E-posta", info.email],
        ["Telif", info.copyright],
      ]}
      formTitle="Şirket Bilgilerini Düzenle"
      path={footerTabPath.info}
      form={<InfoForm info={info} />}
    />
  );
}
