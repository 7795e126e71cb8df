import { Link } from "@remix-run/react";
import { recordLine, type RecordFigures } from "~/lib/market/record-line";

/**
 * The one line a call carries: its group's measured record (or plainly that there is none yet),
 * with the link to how it is measured.
 */
export function RecordLine({ record, group, className = "" }: { record: RecordFigures | null; group?: string; className?: string }) {
  return (
    <p className={`text-sm text-slate-300 ${className}`.trim()} data-testid="record-line">
      {recordLine(record, group)}.{" "}
      <Link to="/methodology" className="text-brand-300 underline hover:text-brand-200">
        Nasıl ölçülür?
      </Link>
    </p>
  );
}
