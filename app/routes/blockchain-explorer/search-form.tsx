import { Form } from "@remix-run/react";
import { EXPLORER_QUERY_MAX } from "~/lib/chain/query";

/** The one search box, with the chain to use when a query fits both. */
export function SearchForm({ q, chain, error }: { q: string; chain: string; error: string | null }) {
  return (
    <Form method="get" className="card space-y-3" aria-label="Blokzincirde ara">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="q" className="label">
            İşlem kimliği, blok karması, blok numarası ya da adres
          </label>
          <input
            id="q"
            name="q"
            key={q}
            defaultValue={q}
            maxLength={EXPLORER_QUERY_MAX}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={error ? "q-error" : undefined}
            className="input w-full font-mono"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="chain" className="label">
            Ağ
          </label>
          <select id="chain" name="chain" key={chain} defaultValue={chain} className="input">
            <option value="">Otomatik</option>
            <option value="btc">Bitcoin</option>
            <option value="eth">Ethereum</option>
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          Ara
        </button>
      </div>
      {error ? (
        <p id="q-error" role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
