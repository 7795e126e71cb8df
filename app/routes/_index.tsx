import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(args, { description: "Yapay zekâ destekli kripto rehberiniz." });

export default function HomePage() {
  return (
    <main className="container-page flex-1 py-12">
      <h1 className="text-3xl font-bold text-white">Kripto Rehber</h1>
    </main>
  );
}
