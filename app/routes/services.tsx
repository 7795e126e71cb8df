import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Hizmetler", description: "22 kripto aracımızın tamamı." });

export default function ServicesPage() {
  return (
    <main className="container-page flex-1 py-12">
      <h1 className="text-3xl font-bold text-white">Hizmetlerimiz</h1>
    </main>
  );
}
