import { type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLocation } from "@remix-run/react";
import { PageHero } from "~/components/layout/page-hero";
import { SideCard } from "~/components/ui/side-card";
import { CONSULTING_FORM, CONSULTING_SUCCESS, CONSULTING_TOPICS, consultingMessage, consultingSchema } from "~/lib/consulting/schema";
import { pageMeta } from "~/lib/seo/meta";
import { receiveInboxForm } from "~/services/inbox-form.server";
import { ConsultingForm } from "./consulting-form";
import { OutlineIcon } from "~/components/icon-file";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Danışmanlık",
    description:
      "Kripto varlık saklama, cüzdan güvenliği, blokzincir projesi değerlendirmesi ve ekip eğitimi için danışmanlık talebi gönderin.",
  });

export async function action({ request, context }: ActionFunctionArgs) {
  return receiveInboxForm(request, context, {
    name: CONSULTING_FORM,
    schema: consultingSchema,
    toMessage: consultingMessage,
    thanks: CONSULTING_SUCCESS,
  });
}

const steps = [
  "Formu doldurursunuz: konu, bütçe aralığı ve kısa bir açıklama yeterli.",
  "Talebiniz ekibimize ulaşır; çalışma saatleri içinde e-posta ile kapsamı ve ücreti netleştiren bir yanıt göndeririz.",
  "Anlaşırsak çevrim içi bir görüşme ayarlanır; görüşmenin ardından konuşulanları yazılı bir özet olarak alırsınız.",
];

const limits = [
  "Yatırım tavsiyesi vermeyiz: hangi coinin alınıp satılacağını söylemeyiz, fiyat tahmini yapmayız.",
  "Fonlarınızı yönetmeyiz; hiçbir zaman özel anahtarınızı, kurtarma kelimelerinizi veya borsa şifrenizi istemeyiz.",
  "Hukuki ve mali müşavirlik yerine geçmeyiz; vergi konusunda kayıtlarınızı düzenlemenize yardım eder, beyanı uzmanına bırakırız.",
];

/** The consulting service: what it covers, how a request goes, what it never does, and the request form. */
export default function ConsultingPage() {
  const location = useLocation();
  return (
    <main className="flex-1">
      <PageHero
        title="Danışmanlık"
        trail={[]}
        lead="Kripto varlıklarını güvenle saklamak, bir blokzincir projesini anlamak ya da ekibine kripto okuryazarlığı kazandırmak isteyen kişi ve kurumlar için birebir danışmanlık."
      />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-3">
        <div className="space-y-6">
          <SideCard id="topics-heading" title="Hangi konularda?">
            <ul className="mt-4 space-y-3 text-sm text-slate-300">
              {Object.entries(CONSULTING_TOPICS)
                .filter(([topic]) => topic !== "other")
                .map(([topic, label]) => (
                  <li key={topic} className="flex gap-2">
                    <OutlineIcon name="CheckCircleIcon" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-400" />
                    {label}
                  </li>
                ))}
            </ul>
          </SideCard>
          <SideCard id="steps-heading" title="Nasıl işler?">
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm text-slate-300">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </SideCard>
          <SideCard
            id="limits-heading"
            title="Neleri yapmayız?"
            icon="ShieldExclamationIcon"
            iconClassName="text-amber-300"
            className="card border-amber-500/30"
          >
            <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-300">
              {limits.map((limit) => (
                <li key={limit}>{limit}</li>
              ))}
            </ul>
          </SideCard>
        </div>

        <section id="consulting-form" aria-labelledby="consulting-form-heading" className="card scroll-mt-24 lg:col-span-2">
          <h2 id="consulting-form-heading" className="text-2xl font-semibold text-white">
            Danışmanlık Talebi
          </h2>
          <p className="mt-1 text-sm text-slate-400">
            Yıldızlı alanlar zorunludur. Genel bir sorunuz varsa{" "}
            <Link to="/contact" className="text-brand-300 underline hover:text-brand-200">
              iletişim formunu
            </Link>{" "}
            kullanabilirsiniz.
          </p>
          <p role="note" className="mt-4 rounded-lg border border-amber-500/40 bg-amber-950/30 px-4 py-3 text-sm text-amber-100">
            <strong>Yasal uyarı:</strong> Danışmanlık görüşmeleri bilgilendirme amaçlıdır; yatırım tavsiyesi değildir.
          </p>
          {/* A new location after a successful send remounts the form, so its fields start empty. */}
          <ConsultingForm key={location.key} />
        </section>
      </div>
    </main>
  );
}
