import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FaqList } from "~/components/contact/faq-list";
import { pageMeta } from "~/lib/seo/meta";
import { listFaqs } from "~/models/faq.server";
import type { PageCacheHandle } from "~/lib/page-cache/rules";

export const handle: PageCacheHandle = { pageCache: "content" };

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "Sıkça Sorulan Sorular", description: "Kripto Rehber hakkında en çok sorulan soruların yanıtları." });

export async function loader() {
  const faqs = await listFaqs();
  return { faqs: faqs.map(({ id, question, answer }) => ({ id, question, answer })) };
}

export default function FaqPage() {
  const { faqs } = useLoaderData<typeof loader>();
  return (
    <main className="container-page flex-1 py-12">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold text-white">Sıkça Sorulan Sorular</h1>
        <p className="mt-3 text-lg text-slate-300">Aklınıza takılanların yanıtları burada.</p>
        <div className="mt-8">
          <FaqList faqs={faqs} headingLevel="h2" />
        </div>
        <p className="mt-10 text-slate-300">
          Yanıtını bulamadığınız bir soru mu var?{" "}
          <Link to="/contact#contact-form" className="text-brand-300 underline hover:text-brand-200">
            Bize yazın
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
