import { TitledSection } from "~/components/admin/titled-section";
import { PageTitle } from "~/components/admin/page-title";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SetupList } from "~/components/admin/setup-list";
import { SourceStatuses } from "~/components/admin/source-statuses";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/lib/seo/meta";
import { setupChecklist } from "~/models/setup-checklist.server";
import { listSourceStatuses } from "~/models/source-snapshots.server";
import { requireAdmin } from "~/server/auth.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Kurulum Kontrol Listesi", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [items, sources] = await Promise.all([setupChecklist(), listSourceStatuses()]);
  return { items, sources };
}

export default function AdminSetupPage() {
  const { items, sources } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageTitle icon="ClipboardDocumentCheckIcon">Kurulum Kontrol Listesi</PageTitle>
      <p className="max-w-3xl text-slate-300">
        Sitenin ziyaretçilere hazır olması için kalan işler. Her madde düzeltildiği yere götürür ve iş bitince listeden kendiliğinden
        kalkar.
      </p>
      <section className="card p-5" aria-label="Açık maddeler">
        {items.length ? (
          <SetupList items={items} />
        ) : (
          <p role="status" className="text-emerald-200">
            Tüm maddeler tamam: örnek içerik kalmadı, demo hesaplar kapalı, e-posta ve yedekler çalışıyor.
          </p>
        )}
      </section>
      <TitledSection id="source-statuses" title="Dış kaynakların durumu" className="card space-y-3 p-5">
        <p className="text-sm text-slate-400">
          Her kaynağın son denemesi: ne gösterildi, son iyi yanıt ne zaman geldi, neden alınamadı ve okunamayan kaç satır atlandı.
        </p>
        <SourceStatuses sources={sources} />
      </TitledSection>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
