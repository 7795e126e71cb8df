import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { pageMeta } from "~/lib/seo/meta";
import { botCounts, botsPaused, setBotsPaused } from "~/models/trading-bots.server";
import { requireAdmin } from "~/server/auth.server";
import { readForm } from "~/server/http.server";
import { redirectWithToast } from "~/server/toast.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Sanal Botlar", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [counts, paused] = await Promise.all([botCounts(), botsPaused()]);
  return { counts, paused };
}

/** The one switch here: stop stepping every bot (each keeps its own status), or let them run again. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const intent = (await readForm(request)).get("intent");
  if (intent !== "pause-all" && intent !== "resume-all") return Response.json({ error: "Bilinmeyen işlem." }, { status: 400 });
  await setBotsPaused(intent === "pause-all", { id: admin.id, username: admin.username });
  return redirectWithToast(request, "/admin/bots", {
    type: "success",
    message: intent === "pause-all" ? "Tüm botlar duraklatıldı" : "Botlar yeniden çalışıyor",
  });
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="card">
      <p className="text-sm text-slate-400">{label}</p>
      <p className="mt-1 text-3xl font-bold text-white">{value}</p>
    </div>
  );
}

export default function AdminBotsPage() {
  const { counts, paused } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-white">
        <Icon name="CpuChipIcon" className="h-7 w-7 text-brand-400" />
        Sanal Botlar
      </h1>
      <p className="text-sm text-slate-400">
        Kullanıcıların sanal parayla çalışan deneme botları. Botlar yalnızca canlı piyasa verisiyle, her piyasa güncellemesinde bir kez adım
        atar; işlem kayıtları sonradan değiştirilemez.
      </p>
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
        <Stat label="Toplam bot" value={counts.total} />
        <Stat label="Çalışan" value={counts.running} />
        <Stat label="Duraklatılmış" value={counts.paused} />
        <Stat label="Herkese açık" value={counts.public} />
        <Stat label="Bot sahibi kullanıcı" value={counts.owners} />
        <Stat label="Toplam işlem" value={counts.trades} />
      </div>
      <section className="card flex flex-wrap items-center justify-between gap-4" aria-labelledby="pause-heading">
        <div>
          <h2 id="pause-heading" className="text-lg font-semibold text-white">
            Tüm botlar
          </h2>
          <p className="mt-1 text-sm text-slate-300" role="status">
            Durum: <strong>{paused ? "Hepsi duraklatıldı" : "Çalışıyor"}</strong>
          </p>
        </div>
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value={paused ? "resume-all" : "pause-all"}
            className={paused ? "btn btn-primary" : "btn btn-danger"}
          >
            {paused ? "Botları yeniden çalıştır" : "Tüm botları duraklat"}
          </button>
        </Form>
      </section>
    </div>
  );
}
