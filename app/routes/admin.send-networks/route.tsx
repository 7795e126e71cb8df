import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { TitledSection } from "~/components/admin/titled-section";
import { ActionError } from "~/components/ui/form-fields";
import { formatTurkishDate } from "~/lib/format";
import { rowFromParam } from "~/lib/invariant";
import { pageMeta } from "~/lib/seo/meta";
import { getSendNetwork, listSendNetworks } from "~/models/send-networks.server";
import { requireAdmin } from "~/server/auth.server";
import { SendNetworkForm } from "./send-network-form";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Borsa Ağları", noindex: true });

const rowFrom = (value: string | null) => rowFromParam(value, getSendNetwork, "Kayıt bulunamadı.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const [rows, editing, confirming] = await Promise.all([listSendNetworks(), rowFrom(params.get("edit")), rowFrom(params.get("confirm"))]);
  return { rows, editing: editing ?? null, confirming: confirming ?? null };
}

export default function AdminSendNetworksPage() {
  const { rows, editing, confirming } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-white">Borsa Ağları</h1>
      <ActionError />
      {confirming ? (
        <ConfirmDelete
          title="Ağ Bilgisini Sil"
          message="Bu satırı silmek istediğinizden emin misiniz? Silinen satır ziyaretçiye 'bilinmiyor' olarak görünür."
          detail={`${confirming.exchange} · ${confirming.coin} · ${confirming.network}`}
          id={confirming.id}
          action="/admin/send-networks"
          cancelTo="/admin/send-networks"
        />
      ) : null}

      <section className="card space-y-2 p-6 text-sm text-slate-300" aria-labelledby="send-networks-howto">
        <h2 id="send-networks-howto" className="text-lg font-semibold text-white">
          Nasıl doldurulur?
        </h2>
        <p>
          &quot;Göndermeden önce&quot; sayfası, okurun kullandığı borsaların bir coini hangi ağlarla kabul ettiğini bu tablodan gösterir.
          Tabloda satırı olmayan her şey okura &quot;bilinmiyor&quot; olarak görünür; site hiçbir zaman tahmin yazmaz.
        </p>
        <ol className="list-decimal space-y-1 pl-5">
          <li>Borsanın kendi yatırma (deposit) sayfasını ya da resmi duyurusunu açın; coini seçip listelenen ağları okuyun.</li>
          <li>Her ağ için bir satır girin: kabul ediyorsa &quot;Evet&quot;, listede yoksa ya da kapatılmışsa &quot;Hayır&quot;.</li>
          <li>Kaynak olarak okuduğunuz sayfanın bağlantısını, tarih olarak okuduğunuz günü yazın.</li>
          <li>
            Borsalar ağları açıp kapatır: satırları düzenli aralıklarla yeniden denetleyin; aynı borsa, coin ve ağ yeniden kaydedilince eski
            satırın yerini alır.
          </li>
        </ol>
      </section>

      <section className="card p-6" aria-labelledby="send-network-form-title">
        <h2 id="send-network-form-title" className="mb-4 text-lg font-semibold text-white">
          {editing ? "Satırı yeniden kaydet" : "Satır ekle"}
        </h2>
        <SendNetworkForm key={editing?.id ?? "new"} row={editing ?? undefined} />
      </section>

      <TitledSection id="send-networks-list" title="Kayıtlı satırlar" className="space-y-3">
        {rows.length === 0 ? (
          <p className="card p-6 text-slate-300">Henüz satır yok: okurlar her borsa için &quot;bilinmiyor&quot; görüyor.</p>
        ) : (
          <div className="card overflow-x-auto p-0">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-400">
                <tr>
                  <th className="p-3">Borsa</th>
                  <th className="p-3">Coin</th>
                  <th className="p-3">Ağ</th>
                  <th className="p-3">Kabul</th>
                  <th className="p-3">Kaynak</th>
                  <th className="p-3">Denetim</th>
                  <th className="p-3">
                    <span className="sr-only">İşlemler</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-t border-slate-700/60">
                    <td className="p-3 text-white">{row.exchange}</td>
                    <td className="p-3">{row.coin}</td>
                    <td className="p-3">{row.network}</td>
                    <td className="p-3">{row.accepted ? "Evet" : "Hayır"}</td>
                    <td className="max-w-xs truncate p-3">
                      <a href={row.source_url} rel="noopener noreferrer nofollow" target="_blank" className="text-brand-300 underline">
                        {row.source_url}
                      </a>
                    </td>
                    <td className="p-3">{formatTurkishDate(row.checked_on)}</td>
                    <td className="flex gap-2 p-3">
                      <Link
                        to={`?edit=${row.id}`}
                        className="btn btn-secondary"
                        aria-label={`${row.exchange} ${row.coin} ${row.network} düzenle`}
                      >
                        Düzenle
                      </Link>
                      <Link
                        to={`?confirm=${row.id}`}
                        className="btn btn-danger"
                        aria-label={`${row.exchange} ${row.coin} ${row.network} sil`}
                      >
                        Sil
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </TitledSection>
    </div>
  );
}
