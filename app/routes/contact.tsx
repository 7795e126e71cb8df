import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "İletişim", description: "Sorularınız için bize yazın." });

export default function ContactPage() {
  return (
    <main className="container-page flex-1 py-12">
      <h1 className="text-3xl font-bold text-white">İletişim</h1>
    </main>
  );
}
