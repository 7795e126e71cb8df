import { EditForm } from "~/components/admin/edit-form";
import { SelectField, TextAreaField, TextField, useIntentForm } from "~/components/ui/form-fields";
import { coinResearchSchema, researchCategoryLabels, type CoinResearch } from "~/lib/research/schema";

export const RESEARCH_ADMIN_PATH = "/admin/research";

export function ResearchForm({ coin }: { coin?: CoinResearch }) {
  const [form, fields] = useIntentForm(coinResearchSchema, {
    id: `research-${coin?.id ?? "new"}`,
    intent: "save-research",
    replyKey: coin?.id ?? null,
    defaultValue: coin
      ? {
          symbol: coin.symbol,
          name: coin.name,
          category: coin.category,
          launchYear: String(coin.launchYear),
          consensus: coin.consensus,
          supplyModel: coin.supplyModel,
          summary: coin.summary,
          website: coin.website,
          whitepaper: coin.whitepaper,
          sourceCode: coin.sourceCode,
          sortOrder: String(coin.sortOrder),
        }
      : { category: "smart-contract" },
  });
  return (
    <EditForm form={form} id={coin?.id} intent="save-research" cancelTo={RESEARCH_ADMIN_PATH}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field={fields.symbol}
          label="Sembol"
          placeholder="BTC"
          hint="Sayfanın adresi: /crypto-research/ + küçük harfle sembol."
        />
        <TextField field={fields.name} label="Ad" placeholder="Bitcoin" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField field={fields.category} label="Kategori" options={researchCategoryLabels} />
        <TextField field={fields.launchYear} label="Çıkış yılı" placeholder="2009" />
      </div>
      <TextField field={fields.consensus} label="Mutabakat mekanizması" />
      <TextAreaField field={fields.supplyModel} label="Arz modeli" rows={2} />
      <TextAreaField
        field={fields.summary}
        label="Tanıtım metni"
        rows={8}
        hint="Düz metin; paragrafları boş bir satırla ayırın. Fiyat yazmayın: canlı veriler sayfada ayrıca gösterilir."
      />
      <TextField field={fields.website} label="Resmî site" type="url" placeholder="https://..." />
      <TextField field={fields.whitepaper} label="Teknik doküman" type="url" placeholder="https://..." hint="İsteğe bağlı." />
      <TextField field={fields.sourceCode} label="Kaynak kod" type="url" placeholder="https://..." hint="İsteğe bağlı." />
      <TextField field={fields.sortOrder} label="Sıra" hint="Küçük sayı listede önce gelir; boş bırakılırsa sona eklenir." />
    </EditForm>
  );
}
