import { EditForm } from "~/components/admin/edit-form";
import { SelectField, TextAreaField, TextField, useIntentForm } from "~/components/ui/form-fields";
import { launchKindLabels, launchSchema, type Launch } from "~/lib/launches/schema";

export const LAUNCHES_PATH = "/admin/launches";

export function LaunchForm({ launch }: { launch?: Launch }) {
  const [form, fields] = useIntentForm(launchSchema, {
    id: `launch-${launch?.id ?? "new"}`,
    intent: "save-launch",
    replyKey: launch?.id ?? null,
    defaultValue: launch
      ? {
          name: launch.name,
          symbol: launch.symbol,
          date: launch.date,
          time: launch.time ?? "",
          network: launch.network,
          kind: launch.kind,
          url: launch.url ?? "",
          notes: launch.notes ?? "",
        }
      : { kind: "listing" },
  });
  return (
    <EditForm form={form} id={launch?.id} intent="save-launch" cancelTo={LAUNCHES_PATH}>
      <TextField field={fields.name} label="Ad" placeholder="Proje adı" />
      <TextField field={fields.symbol} label="Sembol" placeholder="ABC" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.date} label="Tarih (YYYY-AA-GG)" placeholder="2026-12-31" />
        <TextField field={fields.time} label="Saat (Türkiye, SS:DD)" placeholder="15:00" hint="Boş bırakılırsa tüm gün." />
      </div>
      <TextField field={fields.network} label="Ağ" placeholder="Ethereum" />
      <SelectField field={fields.kind} label="Tür" options={launchKindLabels} />
      <TextField field={fields.url} label="Resmî bağlantı" type="url" placeholder="https://..." hint="İsteğe bağlı." />
      <TextAreaField field={fields.notes} label="Notlar" hint="İsteğe bağlı, en fazla 1000 karakter." />
    </EditForm>
  );
}
