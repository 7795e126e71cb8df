import { Link, useSearchParams } from "@remix-run/react";
import { PencilSquareIcon } from "@heroicons/react/24/outline";
import { Modal } from "~/components/admin/modal";
import { InfoForm } from "../admin.footer/forms";
import { useFooterData } from "../admin.footer/route";
import { footerTabPath } from "../admin.footer/tabs";

export { action } from "../admin.footer/intents.server";

/** The footer screen's first tab: the company block. */
export default function FooterInfoTab() {
  const { info } = useFooterData();
  const [params] = useSearchParams();
  return (
    <>
      <section className="card mt-6 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 className="text-lg font-semibold text-white">{info.company_name}</h2>
          <Link to="?edit=1" className="btn btn-secondary">
            <PencilSquareIcon className="h-5 w-5" aria-hidden="true" />
            Düzenle
          </Link>
        </div>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          {(
            [
              ["Açıklama", info.description],
              ["Bülten açıklaması", info.newsletter_description],
              ["Adres", info.address],
              ["Telefon", info.phone],
              ["E-posta", info.email],
              ["Telif", info.copyright],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-400">{label}</dt>
              <dd className="mt-1 text-slate-100">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {params.get("edit") ? (
        <Modal title="Şirket Bilgilerini Düzenle" closeTo={footerTabPath.info}>
          <InfoForm info={info} />
        </Modal>
      ) : null}
    </>
  );
}
