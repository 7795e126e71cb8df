import { Form, Link } from "@remix-run/react";
import { MAX_ROWS, TAX_PAGE, type RateSource, type RowField, type TaxMode } from "~/lib/calculators/tax";
import { PLATFORMS, PLATFORM_LABELS } from "~/lib/calculators/tax-draft";
import { CURRENCIES, TRANSACTION_TYPES, TYPE_LABELS } from "~/lib/portfolio/schema";
import type { TaxPage } from "./report.server";
import { LedgerTable } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";
import { Options } from "~/components/ui/options";

const HEADINGS: Record<RowField, string> = {
  date: "Tarih",
  type: "İşlem",
  symbol: "Coin",
  amount: "Miktar",
  price: "Birim fiyat",
  currency: "Para birimi",
  fee: "Ücret",
  platform: "Platform",
};
const TEXT_FIELDS: Partial<Record<RowField, { placeholder: string; inputMode?: "decimal" }>> = {
  date: { placeholder: "2024-03-15" },
  symbol: { placeholder: "BTC" },
  amount: { placeholder: "0,5", inputMode: "decimal" },
  price: { placeholder: "1.500.000", inputMode: "decimal" },
  fee: { placeholder: "0", inputMode: "decimal" },
};
const FIELD_ORDER: RowField[] = ["date", "type", "symbol", "amount", "price", "currency", "fee", "platform"];
/** The fields chosen from a list: each option's value and the words shown for it. */
const CHOICE_FIELDS: Partial<Record<RowField, [value: string, label: string][]>> = {
  type: TRANSACTION_TYPES.map((type) => [type, TYPE_LABELS[type]]),
  platform: PLATFORMS.map((platform) => [platform, PLATFORM_LABELS[platform]]),
  currency: CURRENCIES.map((currency) => [currency, currency === "TRY" ? "TL" : "USD"]),
};

/** Which rules apply: the visitor's rate or the 2026 draft; each form has its own, as with the rate. */
export function ModeField({ id, value }: { id: string; value: TaxMode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="label">
        Hesaplama kipi
      </label>
      <select id={id} name="mode" defaultValue={value} className="input">
        <option value="current">Güncel (sizin oranınız)</option>
        <option value="draft">2026 taslağı (taslaktır)</option>
      </select>
    </div>
  );
}

/** Which USD/TRY values the dollar rows: TCMB's bulletin (the law's rate) or the exchange's USDT/TRY. */
export function RateSourceField({ id, value, tcmbOn }: { id: string; value: RateSource; tcmbOn: boolean }) {
  // With TCMB off on this site the exchange's rate is the only one: nothing to choose.
  if (!tcmbOn) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="label">
        Dolar kuru
      </label>
      <select id={id} name="rates" defaultValue={value} className="input">
        <option value="tcmb">TCMB gösterge kuru (döviz alış)</option>
        <option value="exchange">Borsanın USDT/TRY kuru</option>
      </select>
    </div>
  );
}

/** The tax rate input of one form; each form has its own so each stands alone without JavaScript. */
export function TaxRateField({ id, value, error }: { id: string; value: string; error: string | null }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="label">
        Vergi oranı (%)
      </label>
      <input
        id={id}
        name="taxRate"
        type="text"
        inputMode="decimal"
        defaultValue={value}
        placeholder="0"
        className="input w-32"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The typed-in transactions as a GET form (so a result has its URL), and the signed-in user's shortcut to their portfolio. */
export function TypedRowsForm({ page }: { page: TaxPage }) {
  const { rows, rowErrors, taxRate, taxRateError, signedIn, source, mode, portfolioPlatform, rateSource, tcmbOn } = page;
  const typedRateError = source === "typed" ? taxRateError : null;
  return (
    <Section id="typed-heading" title="İşlemleri yazın" className="card space-y-4">
      <p className="text-sm text-slate-300">
        Her satır bir işlem: alış, satış, transfer girişi veya çıkışı. Ücret işlemin para birimindedir; boş satırlar atlanır. Tarih
        sırasıyla işlenir.
      </p>
      <Form method="get" className="space-y-4" id="typed-form">
        <LedgerTable
          label="İşlem satırları (yana kaydırılabilir)"
          caption="İşlem satırları"
          columns={["#", ...FIELD_ORDER.map((name) => HEADINGS[name])]}
          cell="py-2 pr-2"
          minWidth="md:min-w-[980px]"
          stackOnPhone
        >
          {/* On a phone each row is a card of labelled fields, two to a line; from md on, a table row. */}
          <tbody className="block space-y-3 md:table-row-group md:space-y-0">
            {rows.map((row, index) => {
              const number = index + 1;
              const errors = rowErrors[number] ?? {};
              return (
                <tr
                  key={number}
                  className="grid grid-cols-2 gap-x-3 rounded-xl border border-white/10 p-3 align-top md:table-row md:rounded-none md:border-0 md:p-0"
                >
                  <th scope="row" className="col-span-2 text-left text-slate-400 md:py-2 md:pr-2">
                    <span className="md:hidden">İşlem </span>
                    {number}
                  </th>
                  {FIELD_ORDER.map((name) => {
                    const id = `row-${number}-${name}`;
                    const messages = errors[name];
                    const common = {
                      id,
                      name,
                      defaultValue: row[name],
                      "aria-label": `Satır ${number}: ${HEADINGS[name]}`,
                      "aria-invalid": messages ? true : undefined,
                      "aria-describedby": messages ? `${id}-error` : undefined,
                      className: "input w-full",
                    };
                    const text = TEXT_FIELDS[name];
                    const choices = CHOICE_FIELDS[name];
                    return (
                      <td key={name} className="block py-1 md:table-cell md:py-2 md:pr-2">
                        {/* The column's name above the field on a phone, where the table has no head; the field's own name says the row. */}
                        <span aria-hidden="true" className="block text-xs text-slate-400 md:hidden">
                          {HEADINGS[name]}
                        </span>
                        {choices ? (
                          <select {...common}>
                            {choices.map(([value, label]) => (
                              <option key={value} value={value}>
                                {label}
                              </option>
                            ))}
                          </select>
                        ) : (
                          <input {...common} type="text" placeholder={text?.placeholder} inputMode={text?.inputMode} />
                        )}
                        {messages ? (
                          <div id={`${id}-error`} role="alert">
                            {messages.map((message) => (
                              <p key={message} className="field-error">
                                {message}
                              </p>
                            ))}
                          </div>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </LedgerTable>
        <div className="flex flex-wrap items-end gap-4">
          <TaxRateField id="tax-rate" value={source === "typed" ? taxRate : ""} error={typedRateError} />
          <ModeField id="tax-mode" value={source === "typed" ? mode : "current"} />
          <RateSourceField id="tax-rates" value={source === "typed" ? rateSource : "tcmb"} tcmbOn={tcmbOn} />
          <button type="submit" className="btn btn-primary">
            Hesapla
          </button>
          {rows.length < MAX_ROWS ? (
            <button type="submit" name="rows" value={Math.min(MAX_ROWS, rows.length + 5)} className="btn btn-secondary">
              5 satır ekle
            </button>
          ) : (
            <p className="text-sm text-slate-400">Bu formda en fazla {MAX_ROWS} satır olur; daha uzun listeler için CSV yapıştırın.</p>
          )}
        </div>
      </Form>

      <div className="border-t border-white/10 pt-4">
        {signedIn ? (
          <Form method="get" className="flex flex-wrap items-end gap-4">
            <input type="hidden" name="source" value="portfolio" />
            <TaxRateField
              id="portfolio-tax-rate"
              value={source === "portfolio" ? taxRate : ""}
              error={source === "portfolio" ? taxRateError : null}
            />
            <ModeField id="portfolio-tax-mode" value={source === "portfolio" ? mode : "current"} />
            <RateSourceField id="portfolio-tax-rates" value={source === "portfolio" ? rateSource : "tcmb"} tcmbOn={tcmbOn} />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="portfolio-platform" className="label">
                İşlemlerin platformu (taslak kipi)
              </label>
              <select id="portfolio-platform" name="platform" defaultValue={portfolioPlatform} className="input">
                <Options values={PLATFORMS} label={(platform) => PLATFORM_LABELS[platform]} />
              </select>
            </div>
            <button type="submit" className="btn btn-secondary">
              Portföyümdeki işlemlerle hesapla
            </button>
          </Form>
        ) : (
          <p className="text-sm text-slate-300">
            <Link to="/portfolio-tracker" className="text-brand-300 underline">
              Portföy Takibi
            </Link>
            'nde işlemlerinizi kaydettiyseniz{" "}
            <Link to={`/login?redirectTo=${encodeURIComponent(`${TAX_PAGE}?source=portfolio`)}`} className="text-brand-300 underline">
              giriş yapın
            </Link>
            ; hesaplama onlarla yapılır.
          </p>
        )}
      </div>
    </Section>
  );
}
