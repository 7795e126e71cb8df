import { SampleBadge } from "~/components/admin/sample-badge";
import { ListEditor } from "~/components/admin/list-editor";
import { MemberForm, aboutListTabs } from "../admin.about/forms";
import { useAboutData } from "../admin.about/route";

export { action } from "../admin.about/intents.server";

export default function AboutTeamTab() {
  const { team } = useAboutData();
  return (
    <ListEditor
      list={aboutListTabs.team}
      items={team}
      addLabel="Ekip Üyesi Ekle"
      emptyText="Henüz kayıt yok. Bu bölüm ziyaretçilere gösterilmez."
      columns={["Ad Soyad", "Pozisyon", "Sıra"]}
      row={(member) => ({
        name: member.name,
        cells: [
          <span key="name">
            {member.name}
            {member.sample ? <SampleBadge /> : null}
          </span>,
          member.role,
          member.sort_order,
        ],
      })}
      formTitle={(member) => (member ? "Ekip Üyesini Düzenle" : "Yeni Ekip Üyesi")}
      form={(member, place) => <MemberForm member={member} order={place.order} />}
      deleteMessage="Bu ekip üyesini silmek istediğinizden emin misiniz?"
    />
  );
}
