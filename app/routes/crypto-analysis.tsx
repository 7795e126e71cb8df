import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Kripto Analiz", description: "Canlı piyasa verileri ve teknik analiz." });

export default function CryptoAnalysisPage() {
  return (
    <main className="container-page flex-1 py-12">
      <h1 className="text-3xl font-bold text-white">Kripto Analiz</h1>
    </main>
  );
}
