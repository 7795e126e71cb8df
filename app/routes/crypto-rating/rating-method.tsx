import { CALM_RANGE, GRADE_FLOORS, GRADE_LABELS, GRADES, RATING_WEIGHTS, type Grade } from "~/lib/market/rating";
import { Section } from "~/components/ui/section";
import { RecordLine } from "~/components/market/record-line";
import type { GradeRecord } from "~/lib/market/track-record";

const GRADE_COLOURS: Record<Grade, string> = {
  A: "bg-emerald-500/20 text-emerald-200",
  B: "bg-lime-500/20 text-lime-200",
  C: "bg-amber-500/20 text-amber-200",
  D: "bg-orange-500/20 text-orange-200",
  E: "bg-red-500/20 text-red-200",
};

export function GradeBadge({ grade }: { grade: Grade }) {
  return (
    <span
      className={`inline-flex h-8 w-8 items-center justify-center rounded-lg text-base font-bold ${GRADE_COLOURS[grade]}`}
      data-testid="grade"
    >
      {grade}
    </span>
  );
}

const pct = (weight: number) => `%${Math.round(weight * 100)}`;

/** The method, written from the same constants the grades are computed with. */
export function RatingMethod() {
  return (
    <Section id="rating-method-heading" title="Yöntem" className="card space-y-3 text-slate-300" heading="2xl-bold">
      <p>Her coin için üç bölüm 0 ile 100 arasında puanlanır ve ağırlıklı toplamı nota çevrilir:</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          <strong className="text-white">Analiz puanı ({pct(RATING_WEIGHTS.score)}):</strong> Kripto Analiz sayfasındaki kural tabanlı puan
          (24 saatlik değişim, oynaklık, hacim ve fiyatın günlük aralıktaki yeri).
        </li>
        <li>
          <strong className="text-white">Likidite ({pct(RATING_WEIGHTS.liquidity)}):</strong> 24 saatlik USDT hacmi, logaritmik ölçekte: 1
          milyon USDT ve altı 0, 1 milyar USDT ve üstü 100 puan.
        </li>
        <li>
          <strong className="text-white">Sakinlik ({pct(RATING_WEIGHTS.calm)}):</strong> 24 saatlik en yüksek ile en düşük fiyat arasındaki
          fark, fiyata oranla: %{CALM_RANGE.calm} ve altı 100, %{CALM_RANGE.wild} ve üstü 0 puan; arası doğrusal.
        </li>
      </ul>
      <p>Toplam puana göre not:</p>
      <ul className="flex flex-wrap gap-3">
        {GRADES.map((grade) => (
          <li key={grade} className="flex items-center gap-2">
            <GradeBadge grade={grade} />
            <span>
              {GRADE_LABELS[grade]}: {grade === "E" ? `${GRADE_FLOORS.D} altı` : `${GRADE_FLOORS[grade]} ve üstü`}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-400">
        Notlar yalnızca son 24 saatin borsa verisine dayanır; projenin ekibi, güvenliği veya topluluğu değerlendirilmez. Veriler
        yenilendikçe notlar değişebilir.
      </p>
    </Section>
  );
}

/** Each grade's measured record, one line a grade, or plainly that none is stored yet. */
export function GradeRecordLines({ records }: { records: readonly GradeRecord[] | null }) {
  return (
    <Section id="grade-record-heading" title="Notların geçmiş kaydı" className="card" heading="lg">
      {records ? (
        <ul className="mt-3 space-y-2" data-testid="grade-records">
          {records.map((record) => (
            <li key={record.grade} className="flex items-start gap-3">
              <GradeBadge grade={record.grade} />
              <RecordLine record={record} group="nottaki" className="pt-1" />
            </li>
          ))}
        </ul>
      ) : (
        <RecordLine record={null} className="mt-3" />
      )}
    </Section>
  );
}
