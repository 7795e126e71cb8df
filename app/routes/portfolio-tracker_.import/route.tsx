import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { IMPORT_FILE_MAX_BYTES } from "~/lib/body-limits";
import { CSV_MAX_ROWS } from "~/lib/portfolio/csv";
import { retryAfterHeaders } from "~/lib/retry-after";
import { pageMeta } from "~/lib/seo/meta";
import { formatNumber } from "~/lib/format";
import { clientKey } from "~/server/http.server";
import { confirmImport, previewFile, type ImportReply } from "./actions.server";
import { listPresets } from "~/models/import-presets.server";
import { previewMapping, removePreset, uploadForMapping } from "./mapping-actions.server";
import { requireUser } from "~/server/auth.server";
import { handleUserIntents } from "~/server/intents.server";
import { ImportPreview } from "./preview";
import { AnyExchangeUpload, MappingForm } from "./mapping-section";
import { Section } from "~/components/ui/section";
import { OutlineIcon } from "~/components/icon-file";

// A 429 says how long to wait in its header too.
export const headers = retryAfterHeaders;

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Borsa dosyasından içe aktar", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const presets = await listPresets(user.id);
  return { presets: presets.map(({ id, name }) => ({ id, name })) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ip = clientKey(request, context);
  return handleUserIntents(request, {
    preview: ({ formData }) => previewFile(formData, ip),
    confirm: (args) => confirmImport(args, ip),
    "map-upload": (args) => uploadForMapping(args, ip),
    "map-preview": (args) => previewMapping(args, ip),
    "preset-delete": removePreset,
  });
}

export default function PortfolioImportPage() {
  const reply = useActionData<ImportReply>();
  const { presets } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <main className="flex-1 pb-16">
      <section className="border-b border-white/10 bg-gradient-to-b from-brand-900/40 to-slate-950 py-12">
        <div className="container-page">
          <p className="text-sm">
            <Link to="/portfolio-tracker" className="text-brand-200 underline">
              Portföy Takibi
            </Link>
          </p>
          <h1 className="mt-2 text-4xl font-bold text-white">Borsa dosyasından içe aktar</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-300">
            Binance&apos;in işlem geçmişi dosyasını yükleyin; işlemler önce bir önizlemede gösterilir, siz onaylayınca portföyünüze
            kaydedilir.
          </p>
        </div>
      </section>
      <div className="container-page space-y-8 pt-8">
        {reply?.error ? (
          <p role="alert" className="break-words rounded-lg border border-red-500/40 bg-red-950/60 px-4 py-3 text-sm text-red-200">
            {reply.error}
          </p>
        ) : null}
        {reply?.preview ? <ImportPreview preview={reply.preview} /> : null}
        {reply?.mapping ? <MappingForm step={reply.mapping} busy={busy} /> : null}
        <Section id="upload-heading" title="Dosya yükle" className="card space-y-4">
          <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <label htmlFor="import-file" className="label">
                Binance işlem geçmişi (CSV)
              </label>
              <input id="import-file" name="file" type="file" accept=".csv,text/csv" required className="input" />
            </div>
            <div>
              <button type="submit" name="intent" value="preview" className="btn btn-primary" disabled={busy}>
                <OutlineIcon name="ArrowUpTrayIcon" className="h-5 w-5" />
                Önizle
              </button>
            </div>
          </Form>
          <div className="space-y-2 text-sm text-slate-300">
            <p>
              Binance&apos;te <em>Emirler → Spot emirleri → İşlem geçmişi → Dışa aktar</em> ile indirilen CSV dosyası okunur; iki biçim
              tanınır: yenisi <code className="break-all">Date(UTC),Pair,Side,Price,Executed,Amount,Fee</code>, eskisi{" "}
              <code className="break-all">Date(UTC),Market,Type,Price,Amount,Total,Fee,Fee Coin</code>. Excel (.xlsx) dosyasını önce CSV
              olarak kaydedin; Türkçe Excel&apos;in noktalı virgüllü, ondalık virgüllü CSV&apos;si de okunur.
            </p>
            <ul className="list-disc space-y-1 pl-5">
              <li>
                USDT, BUSD ve USDC pariteleri dolar (USD), TRY pariteleri Türk lirası olarak aktarılır; diğer pariteler (ör. ETH/BTC)
                nedeniyle birlikte listelenip aktarılmaz.
              </li>
              <li>
                Tarih, dosyadaki UTC tarihidir. Alınan coinden kesilen ücret miktardan düşülür ve işlemin fiyatıyla ücrete eklenir; BNB gibi
                üçüncü bir coinle ödenen ücret ücrete eklenmez, notta yazılır.
              </li>
              <li>
                Bir dosyada en fazla {formatNumber(CSV_MAX_ROWS)} işlem, en fazla {IMPORT_FILE_MAX_BYTES / 1024} KB olabilir. Kaydetme ya
                hepsini ya hiçbirini ekler: satışlar elinizdeki miktarı aşarsa hiçbir işlem eklenmez.
              </li>
              <li>
                <strong>BtcTurk, Paribu ve diğer borsalar:</strong> sütun düzenlerini yayımlamadıkları için dosyaları aşağıdaki sütun
                eşleştirmesiyle aktarılır.
              </li>
            </ul>
          </div>
        </Section>
        <AnyExchangeUpload presets={presets} busy={busy} />
        {busy ? <p role="status">Dosya okunuyor…</p> : null}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
