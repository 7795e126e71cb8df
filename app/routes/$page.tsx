import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { findTool } from "~/lib/catalogue";
import { pageMeta } from "~/lib/seo";

const otherPages: Record<string, { title: string; description: string }> = {
  "/privacy": { title: "Gizlilik Politikası", description: "Kişisel verilerinizi nasıl işlediğimiz." },
  "/terms": { title: "Kullanım Koşulları", description: "Siteyi kullanırken geçerli koşullar." },
  "/faq": { title: "Sıkça Sorulan Sorular", description: "En çok sorulan soruların yanıtları." },
  "/market-data": { title: "Piyasa Verileri", description: "Güncel kripto piyasa verileri." },
  "/education": { title: "Eğitim", description: "Kripto paralara adım adım giriş." },
  "/signals": { title: "Sinyaller", description: "Piyasa sinyalleri ve uyarılar." },
  "/consulting": { title: "Danışmanlık", description: "Kişiye özel kripto danışmanlığı." },
};

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data?.title, description: args.data?.description });

export async function loader({ params }: LoaderFunctionArgs) {
  const path = `/${params.page ?? ""}`;
  const tool = findTool(path);
  const page = tool ? { title: tool.title, description: tool.description } : otherPages[path];
  if (!page) throw new Response("Sayfa bulunamadı", { status: 404 });
  return page;
}

export default function LinkedPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <main className="container-page flex-1 py-12">
      <h1 className="text-3xl font-bold text-white">{page.title}</h1>
      <p className="mt-3 text-slate-300">{page.description}</p>
    </main>
  );
}
