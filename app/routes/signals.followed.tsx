import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SignalsNotice, SignalTable } from "~/components/signals/signal-table";
import { requireUser } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";
import { priceBook } from "~/lib/signals/rules";
import { listFollowedSignals } from "~/models/signals.server";
import { getMarket } from "~/services/market.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Takip ettiğim sinyaller", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const market = await getMarket();
  const signals = await listFollowedSignals(user.id, priceBook(market.coins));
  return { signals };
}

export default function FollowedSignalsPage() {
  const { signals } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1">
      <div className="container-page space-y-6 py-12">
        <h1 className="text-3xl font-bold text-white">Takip ettiğim sinyaller</h1>
        {signals.length === 0 ? (
          <p className="card text-slate-300">
            Henüz bir sinyal takip etmiyorsunuz.{" "}
            <Link to="/signals" className="underline">
              Sinyaller
            </Link>{" "}
            sayfasından takip edebilirsiniz; takip ettiğiniz bir sinyal kapandığında bildirim alırsınız.
          </p>
        ) : (
          <SignalTable signals={signals} followed={signals.map((s) => s.id)} back="/signals/followed" caption="Takip ettiğim sinyaller" />
        )}
        <SignalsNotice />
      </div>
    </main>
  );
}
