import { RecordCard } from "~/components/admin/record-card";
import { InfoForm } from "../admin.about/forms";
import { useAboutData } from "../admin.about/route";
import { aboutTabPath } from "../admin.about/tabs";

export { action } from "../admin.about/intents.server";

/** The about screen's first tab: the page's general info. */
export default function AboutInfoTab() {
  const { info } = useAboutData();
  return (
    <RecordCard
      title={info.title}
      subtitle={info.subtitle}
      fields={[
        ["Açıklama", info.description],
        ["Misyon", info.mission],
        ["Vizyon", info.vision],
        ["Değerler bölümü görseli", info.values_image],
      ]}
      formTitle="Genel Bilgileri Düzenle"
      path={aboutTabPath.info}
      form={<InfoForm info={info} />}
    />
  );
}
