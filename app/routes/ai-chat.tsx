import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "AI Sohbet", description: "Kripto sorularınızı yapay zekâya sorun." });

export default function AiChatPage() {
  return (
    <main className="container-page flex-1 py-12">
      <h1 className="text-3xl font-bold text-white">AI Kripto Asistanı</h1>
    </main>
  );
}
