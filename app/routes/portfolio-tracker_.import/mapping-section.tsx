import { Form } from "@remix-run/react";
import { COLUMN_LABELS, MAPPED_COLUMNS, OPTIONAL_COLUMNS, PRESET_CAP, PRESET_NAME_MAX } from "~/lib/portfolio/mapping";
import type { MappingStep } from "./actions.server";
import { Section } from "~/components/ui/section";
import { OutlineIcon } from "~/components/icon-file";

const DECIMAL_LABELS = { auto: "Otomatik (dosyadan anlaşılır)", tr: "Türkçe (1.234,56)", en: "İngilizce (1,234.56)" } as const;

/** Any exchange's file: uploaded with a saved mapping, or sent on to the mapping form. */
export function AnyExchangeUpload({ presets, busy }: { presets: { id: number; name: string }[]; busy: boolean }) {
  return (
    <Section id="any-exchange-heading" title="Başka bir borsanın dosyası (sütun eşleştirme)" className="card space-y-4">
      <p className="text-sm text-slate-300">
        BtcTurk, Paribu ya da başka bir borsanın CSV dosyasını yükleyin; sütunlarını bir kez eşleştirin (tarih, yön, parite, miktar, fiyat,
        ücret) ve eşleştirmeyi bir adla kaydedin. Sonraki dosyada kayıtlı eşleştirmeyi seçmeniz yeterli. Yön sütununda alış/al/buy,
        satış/sat/sell ve gelir için staking, airdrop, faiz, interest, reward okunur.
      </p>
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="mapping-file" className="label">
            Borsa dosyası (CSV)
          </label>
          <input id="mapping-file" name="file" type="file" accept=".csv,text/csv" required className="input" />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="mapping-preset" className="label">
            Kayıtlı eşleştirme
          </label>
          <select id="mapping-preset" name="preset" className="input" defaultValue="">
            <option value="">Yok: sütunları şimdi eşleştireceğim</option>
            {presets.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button type="submit" name="intent" value="map-upload" className="btn btn-primary" disabled={busy}>
            <OutlineIcon name="ArrowUpTrayIcon" className="h-5 w-5" />
            Devam
          </button>
        </div>
      </Form>
      {presets.length ? (
        <div className="text-sm text-slate-300">
          <p>
            Kayıtlı eşleştirmeleriniz ({presets.length}/{PRESET_CAP}):
          </p>
          <ul className="mt-1 space-y-1">
            {presets.map((preset) => (
              <li key={preset.id} className="flex items-center gap-3">
                <span>{preset.name}</span>
                <Form method="post">
                  <input type="hidden" name="id" value={preset.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="preset-delete"
                    className="text-red-300 underline"
                    aria-label={`Sil: ${preset.name}`}
                  >
                    Sil
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

/** Which column is which: the file's own header names are the choices; the file's text rides along. */
export function MappingForm({ step, busy }: { step: MappingStep; busy: boolean }) {
  const values = step.values ?? {};
  return (
    <Section id="mapping-heading" title="Sütunları eşleştirin" className="card space-y-4">
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="text" value={step.text} />
        <div className="grid gap-4 sm:grid-cols-2">
          {MAPPED_COLUMNS.map((column) => (
            <div key={column} className="flex flex-col gap-1.5">
              <label htmlFor={`map-${column}`} className="label">
                {COLUMN_LABELS[column]}
                {OPTIONAL_COLUMNS.includes(column) ? " (isteğe bağlı)" : ""}
              </label>
              <select id={`map-${column}`} name={column} className="input" defaultValue={values[column] ?? ""}>
                <option value="">{OPTIONAL_COLUMNS.includes(column) ? "Yok" : "Seçin"}</option>
                {step.names.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div className="flex flex-col gap-1.5">
            <label htmlFor="map-currency" className="label">
              Parite sütununda yalnızca coin yazıyorsa fiyatın birimi
            </label>
            <select id="map-currency" name="currency" className="input" defaultValue={values.currency ?? "TRY"}>
              <option value="TRY">TRY (Türk lirası)</option>
              <option value="USD">USD (dolar)</option>
            </select>
          </div>
        </div>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="label">Ondalık biçimi</legend>
          {(Object.keys(DECIMAL_LABELS) as (keyof typeof DECIMAL_LABELS)[]).map((style) => (
            <label key={style} className="flex items-center gap-2 text-sm text-slate-200">
              <input type="radio" name="decimal" value={style} defaultChecked={(values.decimal ?? "auto") === style} />
              {DECIMAL_LABELS[style]}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="map-preset-name" className="label">
            Bu eşleştirmeyi kaydet (isteğe bağlı ad, ör. BtcTurk)
          </label>
          <input
            id="map-preset-name"
            name="presetName"
            maxLength={PRESET_NAME_MAX}
            defaultValue={values.presetName ?? ""}
            className="input"
          />
        </div>
        <div>
          <button type="submit" name="intent" value="map-preview" className="btn btn-primary" disabled={busy}>
            Eşleştirmeyle önizle
          </button>
        </div>
      </Form>
    </Section>
  );
}
