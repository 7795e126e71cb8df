import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ListEditor } from "~/components/admin/list-editor";
import { requireAdmin } from "~/server/auth.server";
import { researchPath } from "~/lib/research/paths";
import { researchCategoryLabels } from "~/lib/research/schema";
import { pageMeta } from "~/lib/seo/meta";
import { listResearch } from "~/models/research.server";
import { RESEARCH_ADMIN_PATH, ResearchForm } from "./forms";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Coin Araştırmaları", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { coins: await listResearch() };
}

export default function AdminResearchPage() {
  const { coins } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-2xl font-bold text-white">Coin Araştırmaları</h1>
      <p className="mt-1 text-sm text-slate-400">
        <Link to="/crypto-research" className="underline">
          Kripto Araştırma
        </Link>{" "}
        sayfalarındaki coin tanıtımlarını ekleyin, düzenleyin ve silin. Canlı fiyat, analiz puanı, derece ve sinyaller sayfaya piyasa
        verilerinden eklenir.
      </p>
      <ListEditor
        list={{ path: RESEARCH_ADMIN_PATH, remove: "delete-research" }}
        items={coins}
        addLabel="Coin Ekle"
        emptyText="Henüz coin araştırması yok."
        columns={["Coin", "Kategori", "Çıkış yılı", "Sıra", "Sayfa"]}
        row={(coin) => ({
          name: `${coin.name} (${coin.symbol})`,
          cells: [
            `${coin.name} (${coin.symbol})`,
            researchCategoryLabels[coin.category],
            coin.launchYear,
            coin.sortOrder,
            <Link key="page" to={researchPath(coin.symbol)} className="text-brand-300 hover:text-brand-200">
              {researchPath(coin.symbol)}
            </Link>,
          ],
        })}
        formTitle={(coin) => (coin ? "Coin Araştırmasını Düzenle" : "Yeni Coin Araştırması")}
        form={(coin) => <ResearchForm coin={coin} />}
        deleteMessage="Bu coinin araştırma sayfasını silmek istediğinizden emin misiniz?"
      />
    </div>
  );
}
