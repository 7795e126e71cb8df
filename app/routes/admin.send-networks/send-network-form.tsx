import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { FormErrors, SelectField, TextField, useIntentForm } from "~/components/ui/form-fields";
import { NETWORK_RULES, SEND_NETWORKS } from "~/lib/chain/send-check";
import { sendNetworkFormSchema } from "~/lib/chain/send-networks-form";
import type { SendNetworkRow } from "~/lib/db-schema";

const NETWORK_OPTIONS = SEND_NETWORKS.map((network) => ({ value: network, label: NETWORK_RULES[network].label }));
const ACCEPTED_OPTIONS = { yes: "Evet, kabul ediyor", no: "Hayır, kabul etmiyor" };

/** Adds a row, or (from `?edit=`) reads an existing one again: the same exchange, coin and network replace it. */
export function SendNetworkForm({ row }: { row?: SendNetworkRow }) {
  const [form, fields] = useIntentForm(sendNetworkFormSchema, {
    id: row ? `send-network-${row.id}` : "send-network-new",
    intent: "save",
    defaultValue: row
      ? {
          exchange: row.exchange,
          coin: row.coin,
          network: row.network as (typeof SEND_NETWORKS)[number],
          accepted: row.accepted ? "yes" : "no",
          source_url: row.source_url,
          checked_on: row.checked_on,
        }
      : undefined,
  });
  return (
    <Form method="post" action="/admin/send-networks" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField field={fields.exchange} label="Borsa" placeholder="ör. BtcTurk" />
      <TextField field={fields.coin} label="Coin" placeholder="ör. USDT" />
      <SelectField field={fields.network} label="Ağ" options={NETWORK_OPTIONS} placeholder="Seçin" />
      <SelectField field={fields.accepted} label="Bu ağla yatırmayı kabul ediyor mu?" options={ACCEPTED_OPTIONS} placeholder="Seçin" />
      <TextField field={fields.source_url} label="Kaynak (borsanın kendi sayfası)" type="url" placeholder="https://" />
      <TextField field={fields.checked_on} label="Denetim tarihi" type="date" />
      <div className="flex gap-3 md:col-span-2">
        <button type="submit" name="intent" value="save" className="btn btn-primary">
          Kaydet
        </button>
        {row ? (
          <Link to="/admin/send-networks" className="btn btn-secondary">
            İptal
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
