import { Form } from "@remix-run/react";
import { SelectField, useIntentForm } from "~/components/ui/form-fields";
import { addCoinSchema } from "~/lib/watchlists/schema";
import { Section } from "~/components/ui/section";

/**
 * Adding a coin: a GET form narrows the market's coins by name or symbol (in the URL, so it
 * works without JavaScript), and a POST form adds the one picked from the narrowed list.
 */
export function AddCoin({ search, coins }: { search: string; coins: { symbol: string; name: string }[] }) {
  const [form, fields] = useIntentForm(addCoinSchema, { id: "watchlist-add", intent: "add" });
  return (
    <Section id="add-coin-title" title="Coin ekle" className="card space-y-4 p-6" heading="lg">
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="watchlist-search" className="label">
            Piyasada ara
          </label>
          <input id="watchlist-search" type="search" name="q" defaultValue={search} maxLength={50} className="input w-full" />
        </div>
        <button type="submit" className="btn btn-secondary">
          Ara
        </button>
      </Form>
      {coins.length ? (
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-wrap items-end gap-2" preventScrollReset>
          <div className="flex-1">
            <SelectField
              field={fields.symbol}
              label="Coin"
              options={coins.map((coin) => ({ value: coin.symbol, label: `${coin.name} (${coin.symbol})` }))}
            />
          </div>
          <button type="submit" name="intent" value="add" className="btn btn-primary">
            Listeye ekle
          </button>
        </Form>
      ) : (
        <p role="status" className="text-sm text-slate-300">
          {search ? "Aramanıza uyan ve listede olmayan coin bulunamadı." : "Piyasadaki bütün coinler zaten bu listede."}
        </p>
      )}
    </Section>
  );
}
