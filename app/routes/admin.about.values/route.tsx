import { SampleBadge } from "~/components/admin/sample-badge";
import { Link, useSearchParams } from "@remix-run/react";
import { ListEditor } from "~/components/admin/list-editor";
import { Modal } from "~/components/admin/modal";
import { Icon } from "~/components/icon";
import { aboutValueIcon } from "~/lib/about/icons";
import { DEFAULT_VALUES_IMAGE } from "~/lib/site/defaults";
import { ValueForm, ValuesImageForm, aboutListTabs } from "../admin.about/forms";
import { useAboutData } from "../admin.about/route";
import { aboutTabPath } from "../admin.about/tabs";

export { action } from "../admin.about/intents.server";

export default function AboutValuesTab() {
  const { info, values } = useAboutData();
  const [params] = useSearchParams();
  return (
    <>
      <section className="card mt-6 flex flex-wrap items-center gap-4 p-4">
        <img
          src={info.values_image || DEFAULT_VALUES_IMAGE}
          alt="Değerler bölümü görseli"
          className="h-20 w-32 rounded-lg border border-slate-800 object-cover"
        />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-white">Değerler bölümü görseli</h2>
          <p className="truncate text-sm text-slate-400">{info.values_image || "Varsayılan görsel"}</p>
        </div>
        <Link to="?image=1" className="btn btn-secondary">
          <Icon name="PhotoIcon" className="h-5 w-5" />
          Görseli Düzenle
        </Link>
      </section>
      {params.get("image") === "1" ? (
        <Modal title="Değerler Görselini Düzenle" closeTo={aboutTabPath.values}>
          <ValuesImageForm image={info.values_image} />
        </Modal>
      ) : null}
      <ListEditor
        list={aboutListTabs.values}
        items={values}
        addLabel="Değer Ekle"
        emptyText="Henüz kayıt yok. Bu bölüm ziyaretçilere gösterilmez."
        columns={["Simge", "Ad", "Açıklama", "Sıra"]}
        row={(value) => ({
          name: value.name,
          cells: [
            <span key="icon" className="inline-flex text-brand-300" title={value.icon_name}>
              <Icon name={aboutValueIcon(value.icon_name)} />
            </span>,
            <span key="name">
              {value.name}
              {value.sample ? <SampleBadge /> : null}
            </span>,
            value.description,
            value.sort_order,
          ],
        })}
        formTitle={(value) => (value ? "Değeri Düzenle" : "Yeni Değer")}
        form={(value, place) => <ValueForm value={value} order={place.order} />}
        deleteMessage="Bu değeri silmek istediğinizden emin misiniz?"
      />
    </>
  );
}
