import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ListEditor } from "~/components/admin/list-editor";
import { requireAdmin } from "~/server/auth.server";
import { launchKindLabels, launchStart } from "~/lib/launches/schema";
import { pageMeta } from "~/lib/seo/meta";
import { listLaunches } from "~/models/launches.server";
import { LAUNCHES_PATH, LaunchForm } from "./forms";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Lansmanlar", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { launches: (await listLaunches()).reverse(), now: new Date().toISOString() };
}

export default function AdminLaunchesPage() {
  const { launches, now } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-2xl font-bold text-white">Lansmanlar</h1>
      <p className="mt-1 text-sm text-slate-400">
        <Link to="/launch-tracker" className="underline">
          Lansman Takibi
        </Link>{" "}
        sayfasındaki token lansmanlarını, airdropları, listelemeleri ve ana ağ açılışlarını yönetin. Saatler Türkiye saatidir.
      </p>
      <ListEditor
        list={{ path: LAUNCHES_PATH, remove: "delete-launch" }}
        items={launches}
        addLabel="Lansman Ekle"
        emptyText="Henüz lansman yok."
        columns={["Ad", "Tarih", "Ağ", "Tür", "Durum"]}
        row={(launch) => ({
          name: `${launch.name} (${launch.symbol})`,
          cells: [
            `${launch.name} (${launch.symbol})`,
            `${launch.date}${launch.time ? ` ${launch.time}` : ""}`,
            launch.network,
            launchKindLabels[launch.kind],
            launchStart(launch) >= new Date(now) ? "Yaklaşan" : "Geçmiş",
          ],
        })}
        formTitle={(launch) => (launch ? "Lansmanı Düzenle" : "Yeni Lansman")}
        form={(launch) => <LaunchForm launch={launch} />}
        deleteMessage="Bu lansmanı silmek istediğinizden emin misiniz?"
      />
    </div>
  );
}
