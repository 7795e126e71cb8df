import { EditForm } from "~/components/admin/edit-form";
import { TextField, useIntentForm } from "~/components/ui/form-fields";
import type { CpiMonthRow } from "~/lib/db-schema";
import { formatNumber } from "~/lib/format";
import { cpiMonthSchema } from "~/lib/portfolio/cpi-form";

export const CPI_PAGE = "/admin/cpi";

/** Adds a month's TÜFE, or corrects one. */
export function CpiMonthForm({ row, cancelTo }: { row?: CpiMonthRow; cancelTo: string }) {
  const intent = row ? "update" : "create";
  const [form, fields] = useIntentForm(cpiMonthSchema, {
    id: `cpi-month-${row?.id ?? "new"}`,
    intent,
    // The browser's own messages for a month pattern are not Turkish: the schema says them.
    constraint: null,
    // The value as Turks write it, so it reads back the same ("3.245,67").
    defaultValue: row ? { month: row.month, value: formatNumber(row.value, 6), source: row.source } : undefined,
  });
  return (
    <EditForm form={form} id={row?.id} intent={intent} cancelTo={cancelTo}>
      <TextField field={fields.month} label="Ay" type="month" hint="YYYY-AA, ör. 2026-09" />
      <TextField field={fields.value} label="TÜFE endeks değeri" inputMode="decimal" hint="Yayımlandığı gibi, ör. 3.245,67" />
      <TextField
        field={fields.source}
        label="Kaynak"
        hint="Değeri okuduğunuz yayının bağlantısı (https://) ya da adı ve tarihi, ör. TÜİK TÜFE bülteni, 3 Ekim 2026"
      />
    </EditForm>
  );
}
