import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Hakkımızda", description: "Ekibimiz, misyonumuz ve değerlerimiz." });

export default function AboutPage() {
  return (
    <main className="container-page flex-1 py-12">
      <h1 className="text-3xl font-bold text-white">Hakkımızda</h1>
    </main>
  );
}
