import { formatDate, formatNumber, formatPercent } from "~/lib/format";
import { signedPercent } from "~/lib/market/record-line";
import type { BandRecord, Calibration, GradeRecord, SignalBaseline } from "~/lib/market/track-record";
import { DataTable, figures } from "~/components/ui/data-table";

const signed = (value: number | null) => (value === null ? "—" : signedPercent(value));
const share = (value: number | null) => (value === null ? "—" : formatPercent(value * 100, 0));

/** A day of the record (YYYY-MM-DD) as Turks write it. */
export function recordDay(day: string): string {
  return formatDate(new Date(`${day}T12:00:00Z`), "long", "UTC");
}

/** The record per recommendation band: every band, with "—" where it has no measured calls. */
export function BandTable({ bands }: { bands: readonly BandRecord[] }) {
  return (
    <DataTable
      label="Önerilerin geçmiş kaydı"
      columns={["Öneri", ...figures("Çağrı", "7 günde ort.", "30 günde ort.", "Piyasa, 30 gün", "İsabet")]}
      testId="band-record"
      frameClassName="mt-3"
    >
      <tbody>
        {bands.map((band) => (
          <tr key={band.band} className="border-b border-white/5">
            <th scope="row" className="px-3 py-2 font-semibold text-white">
              {band.label}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{formatNumber(band.calls, 0)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{signed(band.avgReturn7d)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{signed(band.avgReturn30d)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{signed(band.marketReturn30d)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{share(band.hitRate30d)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** The record per rating grade. */
export function GradeTable({ grades }: { grades: readonly GradeRecord[] }) {
  return (
    <DataTable
      label="Notların geçmiş kaydı"
      columns={["Not", ...figures("Çağrı", "30 günde ort.", "Piyasa, 30 gün", "İsabet")]}
      testId="grade-record"
      frameClassName="mt-3"
    >
      <tbody>
        {grades.map((grade) => (
          <tr key={grade.grade} className="border-b border-white/5">
            <th scope="row" className="px-3 py-2 font-semibold text-white">
              {grade.grade}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{formatNumber(grade.calls, 0)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{signed(grade.avgReturn30d)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{signed(grade.marketReturn30d)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{share(grade.hitRate30d)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** How often past closes fell inside the ranges: about %68 and %95 if the ranges are honest. */
export function calibrationText(calibration: Calibration, horizon: string): string {
  if (calibration.days === 0 || calibration.inside1Sigma === null || calibration.inside2Sigma === null) {
    return `${horizon} aralıklar için henüz ölçülmüş gün yok`;
  }
  return (
    `Analizdeki coinlerin geçmiş ${formatNumber(calibration.days, 0)} gününün ${horizon} aralığında kapanış 1σ bandının içinde ` +
    `${share(calibration.inside1Sigma)} (dürüst bir aralıkta yaklaşık %68), 2σ bandının içinde ` +
    `${share(calibration.inside2Sigma)} (yaklaşık %95) kaldı`
  );
}

/** Signals beside holding the same coin over the same time. */
export function signalBaselineText(signals: SignalBaseline): string {
  if (signals.closed === 0 || signals.hitRate === null) return "Henüz kapanmış sinyal yok";
  return (
    `Kapanmış ${formatNumber(signals.closed, 0)} sinyal: sinyal yönünden ort. ${signed(signals.avgReturn)}; ` +
    `aynı coini aynı sürede tutmak ort. ${signed(signals.holdReturn)}; tutmayı geçen sinyal ${share(signals.hitRate)}`
  );
}
