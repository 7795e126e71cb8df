import { Form, Link } from "@remix-run/react";
import { DEFAULT_TARGET, MAX_TARGET } from "~/lib/chain/tx-watch";

/**
 * Asks to be told when this transaction reaches N confirmations: a plain form posted to
 * /tx-watches, which checks it, signs the visitor in first when needed, and lists the watches.
 */
export function ConfirmationWatchForm({ chain, txid }: { chain: "btc" | "eth"; txid: string }) {
  return (
    <section aria-labelledby="watch-heading" className="card space-y-3">
      <h2 id="watch-heading" className="text-xl font-semibold text-white">
        Onaylanınca haber ver
      </h2>
      <Form method="post" action="/tx-watches" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="chain" value={chain} />
        <input type="hidden" name="txid" value={txid} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="watch-target" className="label">
            Kaç onayda haber verilsin?
          </label>
          <input
            id="watch-target"
            name="target"
            type="number"
            min={1}
            max={MAX_TARGET}
            required
            defaultValue={DEFAULT_TARGET[chain]}
            inputMode="numeric"
            className="input w-32"
          />
        </div>
        <button type="submit" name="intent" value="create" className="btn btn-primary">
          Onaylanınca haber ver
        </button>
      </Form>
      <p className="text-sm text-slate-400">
        Haber Bildirimlerim&apos;e ve doğrulanmış e-posta adresinize gelir; giriş yapmanız gerekir.{" "}
        <Link to="/tx-watches" className="underline">
          İzlediğim işlemler
        </Link>
      </p>
    </section>
  );
}
