import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/lib/seo/meta";
import type { PageCacheHandle } from "~/lib/page-cache/rules";

// The launches tool answers at both of its paths; its canonical address is /launch-tracker.
export { loader, default } from "./launch-tracker/route";

export const handle: PageCacheHandle = { pageCache: "counted" };

export const meta: MetaFunction = (args) =>
  pageMeta(
    { ...args, location: { ...args.location, pathname: "/launch-tracker" } },
    {
      title: "Lansman Takibi",
      description: "Yaklaşan token lansmanları, airdroplar, borsa listelemeleri ve ana ağ açılışları; geri sayım ve takvim dosyasıyla.",
    },
  );
