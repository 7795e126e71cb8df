import { Link, useSearchParams } from "@remix-run/react";
import { PencilSquareIcon } from "@heroicons/react/24/outline";
import { Modal } from "~/components/admin/modal";
import { InfoForm } from "../admin.about/forms";
import { useAboutData } from "../admin.about/route";
import { aboutTabPath } from "../admin.about/tabs";

export { action } from "../admin.about/intents.server";

/** The about screen's first tab: the page's general info. */
export default function AboutInfoTab() {
  const { info } = useAboutData();
  const [params] = useSearchParams();
  return (
    <>
      <section className="card mt-6 p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 className="text-lg font-semibold text-white">{info.title}</h2>
            {info.subtitle ? <p className="mt-1 text-slate-300">{info.subtitle}</p> : null}
          </div>
          <Link to="?edit=1" className="btn btn-secondary">
            <PencilSquareIcon className="h-5 w-5" aria-hidden="true" />
            Düzenle
          </Link>
        </div>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          {(
            [
              ["Açıklama", info.description],
              ["Misyon", info.mission],
              ["Vizyon", info.vision],
              ["Değerler bölümü görseli", info.values_image],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-400">{label}</dt>
              <dd className="mt-1 break-words whitespace-pre-line text-slate-100">{value || "—"}</dd>
            </div>
          ))}
        </dl>
      </section>
      {params.get("edit") ? (
        <Modal title="Genel Bilgileri Düzenle" closeTo={aboutTabPath.info}>
          <InfoForm info={info} />
        </Modal>
      ) : null}
    </>
  );
}
