import { SampleBadge } from "~/components/admin/sample-badge";
import { ListEditor } from "~/components/admin/list-editor";
import { MilestoneForm, aboutListTabs } from "../admin.about/forms";
import { useAboutData } from "../admin.about/route";

export { action } from "../admin.about/intents.server";

export default function AboutMilestonesTab() {
  const { milestones } = useAboutData();
  return (
    <ListEditor
      list={aboutListTabs.milestones}
      items={milestones}
      addLabel="Kilometre Taşı Ekle"
      emptyText="Henüz kayıt yok. Bu bölüm ziyaretçilere gösterilmez."
      columns={["Yıl", "Başlık", "Sıra"]}
      row={(milestone) => ({
        name: milestone.title,
        cells: [
          milestone.year,
          <span key="title">
            {milestone.title}
            {milestone.sample ? <SampleBadge /> : null}
          </span>,
          milestone.sort_order,
        ],
      })}
      formTitle={(milestone) => (milestone ? "Kilometre Taşını Düzenle" : "Yeni Kilometre Taşı")}
      form={(milestone, place) => <MilestoneForm milestone={milestone} order={place.order} />}
      deleteMessage="Bu kilometre taşını silmek istediğinizden emin misiniz?"
    />
  );
}
