import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormErrors, SelectField, TextField, useIntentForm } from "~/components/ui/form-fields";
import { DEFAULT_TARGET, MAX_TARGET, TxWatchSchema } from "~/lib/chain/tx-watch";

const CHAINS = { btc: "Bitcoin", eth: "Ethereum" };

/** Starts a watch by hand; the explorer's transaction view posts the same fields here. */
export function TxWatchForm() {
  const [form, fields] = useIntentForm(TxWatchSchema, {
    id: "tx-watch",
    intent: "create",
    defaultValue: { chain: "btc", target: String(DEFAULT_TARGET.btc) },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-[1fr_3fr_1fr_auto] md:items-end">
      <FormErrors id={form.errorId} errors={form.errors} />
      <SelectField field={fields.chain} label="Ağ" options={CHAINS} />
      <TextField field={fields.txid} label="İşlem kimliği" autoComplete="off" spellCheck={false} inputClassName="font-mono" />
      <TextField field={fields.target} label="Onay sayısı" type="number" min={1} max={MAX_TARGET} inputMode="numeric" />
      <button type="submit" name="intent" value="create" className="btn btn-primary">
        İzle
      </button>
    </Form>
  );
}
