import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Blog", description: "Kripto dünyasından rehberler ve analizler." });

export default function BlogPage() {
  return (
    <main className="container-page flex-1 py-12">
      <h1 className="text-3xl font-bold text-white">Blog</h1>
    </main>
  );
}
