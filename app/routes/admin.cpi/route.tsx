import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListEditor } from "~/components/admin/list-editor";
import { Pager } from "~/components/admin/pager";
import { SourceText } from "~/components/ui/source-text";
import { formatDateTime, formatNumber } from "~/lib/format";
import { pageParam, paginate } from "~/lib/pagination";
import { positiveId } from "~/lib/params";
import { formatMonth } from "~/lib/portfolio/cpi";
import { pageMeta } from "~/lib/seo/meta";
import { listCpiMonths } from "~/models/cpi.server";
import { requireAdmin } from "~/server/auth.server";
import { CPI_PAGE, CpiMonthForm } from "./cpi-form";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "TÜFE Endeksi", noindex: true });

// Two years on a page: a year of the yardstick needs fifteen months.
const MONTHS_PER_PAGE = 24;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const months = await listCpiMonths();
  // A link to one month's dialog (?edit=5, ?confirm=5) without a page opens on the page that holds it.
  const shown = months.findIndex((row) => row.id === (positiveId(params.get("edit")) ?? positiveId(params.get("confirm"))));
  const requested = params.has("page") || shown < 0 ? pageParam(params.get("page")) : Math.floor(shown / MONTHS_PER_PAGE) + 1;
  const { items, pagination } = paginate(months, requested, MONTHS_PER_PAGE);
  return { months: items, pagination, latest: months[0]?.month ?? null };
}

export default function AdminCpiPage() {
  const { months, pagination, latest } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-white">TÜFE Endeksi</h1>
      <section className="card space-y-2 p-6 text-sm text-slate-300" aria-labelledby="cpi-howto">
        <h2 id="cpi-howto" className="text-lg font-semibold text-white">
          Nasıl doldurulur?
        </h2>
        <p>
          Portföy takipçisi, kullanıcının liraları TÜFE kadar değer kazansaydı ne olacağını bu tablodaki aylık endeksle gösterir. Site
          hiçbir endeksi kendisi yazmaz: tabloda ay yoksa kullanıcı kıyasın neden gösterilmediğini okur.
        </p>
        <ol className="list-decimal space-y-1 pl-5">
          <li>
            TÜİK her ayın TÜFE&apos;sini bir sonraki ayın başında yayımlar; endeks değerini (oranı değil) bültenden ya da veri portalından
            okuyun.
          </li>
          <li>Her ay için bir satır girin: ay, yayımlanan endeks değeri ve okuduğunuz yayının bağlantısı ya da adı ve tarihi.</li>
          <li>
            Tüm aylar aynı baz yılıyla girilmelidir. TÜİK baz yılını değiştirirse eski ayları yeni bazdaki değerleriyle yeniden kaydedin;
            iki bazı karıştırmak kıyası bozar.
          </li>
          <li>
            Bir günün düzeyi üç ay önceki endeksten iki ay önceki endekse gün gün ilerler (TÜFE&apos;ye endeksli tahvillerdeki gibi):
            bugünkü kıyas için iki ay önceki ayın girilmiş olması gerekir.
          </li>
        </ol>
        <p role="status">
          {latest ? `Girilen son ay: ${formatMonth(latest)}.` : "Henüz ay girilmedi: kullanıcılar TÜFE kıyasını görmüyor."}
        </p>
      </section>
      <ListEditor
        list={{ path: CPI_PAGE, remove: "delete" }}
        query={pagination.page > 1 ? `page=${pagination.page}` : undefined}
        items={months}
        addLabel="Ay Ekle"
        columns={["Ay", "Endeks", "Kaynak", "Giren"]}
        emptyText="Henüz ay girilmedi."
        row={(row) => ({
          name: formatMonth(row.month),
          cells: [
            formatMonth(row.month),
            formatNumber(row.value, 6),
            <span key="source" className="block max-w-xs break-words">
              <SourceText source={row.source} />
            </span>,
            `${row.entered_by_name ?? "Silinmiş kullanıcı"}, ${formatDateTime(row.entered_at)}`,
          ],
        })}
        formTitle={(row) => (row ? `${formatMonth(row.month)} Düzenle` : "Yeni Ay")}
        form={(row, place) => <CpiMonthForm row={row} cancelTo={place.cancelTo} />}
        deleteMessage="Bu ayın TÜFE endeksini silmek istediğinizden emin misiniz? Bu ayı gerektiren kıyaslar gösterilmez."
      />
      <Pager {...pagination} />
    </div>
  );
}
