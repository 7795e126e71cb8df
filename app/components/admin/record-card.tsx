import { Link, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { Modal } from "./modal";
import { OutlineIcon } from "~/components/icon-file";

/**
 * A screen's one-off record (the about page's info, the footer's company block):
 * its fields as a card, and its form in a dialog that `?edit=1` opens, so the
 * edit step is a URL that works without JavaScript.
 */
export function RecordCard({
  title,
  subtitle,
  fields,
  formTitle,
  path,
  form,
}: {
  title: string;
  subtitle?: string | null;
  /** Label and value of each field shown; an empty value shows as a dash. */
  fields: readonly (readonly [label: string, value: string | null])[];
  formTitle: string;
  /** The page the dialog closes to. */
  path: string;
  form: ReactNode;
}) {
  const [params] = useSearchParams();
  return (
    <>
      <section className="card mt-6 p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 className="text-lg font-semibold text-white">{title}</h2>
            {subtitle ? <p className="mt-1 text-slate-300">{subtitle}</p> : null}
          </div>
          <Link to="?edit=1" className="btn btn-secondary">
            <OutlineIcon name="PencilSquareIcon" className="h-5 w-5" />
            Düzenle
          </Link>
        </div>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-400">{label}</dt>
              <dd className="mt-1 break-words whitespace-pre-line text-slate-100">{value || "—"}</dd>
            </div>
          ))}
        </dl>
      </section>
      {params.get("edit") ? (
        <Modal title={formTitle} closeTo={path}>
          {form}
        </Modal>
      ) : null}
    </>
  );
}
