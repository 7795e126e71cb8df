import { PageTitle } from "~/components/admin/page-title";
import { Icon } from "~/components/icon";
import { getFormProps } from "@conform-to/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { FormErrors, SelectField, TextField, useIntentForm } from "~/components/ui/form-fields";
import { SourceStatus } from "~/components/market/source-status";
import { requireAdmin } from "~/server/auth.server";
import { NFT_FORMATS, nftSourceSchema } from "~/lib/nft/source";
import { pageMeta } from "~/lib/seo/meta";
import { getAdminNftSource } from "~/models/nft-source.server";
import { getNftCollections } from "~/services/nft-source.server";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "NFT Veri Kaynağı", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [source, result] = await Promise.all([getAdminNftSource(), getNftCollections()]);
  // The last result tells the admin whether the saved source works; only counts and the reason.
  const check = result.configured ? (result.ok ? { ...result, data: result.data.length } : result) : null;
  return { source, check };
}

/** Keyed by location, so a saved key does not linger in the field after the redirect. */
export default function AdminNftSourcePage() {
  const location = useLocation();
  return <SourcePage key={location.key} />;
}

function SourcePage() {
  const { source, check } = useLoaderData<typeof loader>();
  const [form, fields] = useIntentForm(nftSourceSchema, {
    id: "nft-source",
    intent: "save-nft-source",
    defaultValue: { format: source.format, base_url: source.base_url },
  });
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <PageTitle icon="PhotoIcon">NFT Veri Kaynağı</PageTitle>
        <p className="mt-1 text-sm text-slate-400">
          <Link to="/nft-analytics" className="underline">
            NFT Analitiği
          </Link>{" "}
          sayfasının koleksiyon verilerini aldığı kaynak. Adres boşken sayfa ziyaretçilere veri olmadığını söyler.
        </p>
      </header>

      <section aria-labelledby="status-heading" className="card" data-testid="nft-source-status">
        <h2 id="status-heading" className="text-lg font-semibold text-white">
          Durum
        </h2>
        {check === null ? (
          <p className="mt-2 text-sm text-slate-300">Kaynak ayarlanmamış.</p>
        ) : (
          <>
            <SourceStatus result={check} what="NFT verileri" />
            {check.ok ? <p className="mt-2 text-sm text-slate-300">Kaynak {check.data} koleksiyon bildirdi.</p> : null}
          </>
        )}
      </section>

      <Form method="post" {...getFormProps(form)} className="card space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <SelectField field={fields.format} label="Kaynak biçimi" options={NFT_FORMATS} />
        <TextField
          field={fields.base_url}
          label="API adresi (base URL)"
          type="url"
          placeholder="https://pro-api.coingecko.com/api/v3"
          hint="Site bu adrese /nfts/markets ekleyerek istek yapar. Boş bırakırsanız kaynak kapanır."
        />
        <TextField
          field={fields.api_key}
          label="API anahtarı"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={source.has_key ? `Kayıtlı anahtar: ${source.api_key}` : "Kaynak istemiyorsa boş bırakın"}
          inputClassName="font-mono"
          mark={false}
          hint={
            <span className="flex items-start gap-1">
              <Icon name="ShieldCheckIcon" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400" />
              Anahtar şifrelenmiş saklanır, tarayıcıya hiçbir zaman tam olarak gönderilmez ve yalnızca kaydedildiği adrese gönderilir.
              {source.has_key ? " Boş bırakırsanız kayıtlı anahtar korunur; adresi değiştirirseniz yeniden girmelisiniz." : ""}
            </span>
          }
        />
        <div className="border-t border-slate-800 pt-5">
          <button type="submit" name="intent" value="save-nft-source" className="btn btn-primary">
            Kaydet
          </button>
        </div>
      </Form>

      {source.has_key ? (
        <Form method="post" className="card flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-300">Kayıtlı API anahtarı: {source.api_key}</p>
          <button type="submit" name="intent" value="delete-nft-key" className="btn btn-secondary">
            Anahtarı Sil
          </button>
        </Form>
      ) : null}
    </div>
  );
}
