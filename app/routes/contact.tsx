import { getZodConstraint } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { AnchorHTMLAttributes } from "react";
import { FaqList } from "~/components/contact/faq-list";
import { Honeypot } from "~/components/ui/honeypot";
import { SideCard } from "~/components/ui/side-card";
import { SenderFields } from "~/components/contact/sender-fields";
import { TextAreaField, TextField, useIntentForm, PostForm } from "~/components/ui/form-fields";
import { CONTACT_SUCCESS, contactSchema } from "~/lib/contact/message-schema";
import { pageMeta } from "~/lib/seo/meta";
import { contactInfoIsSample, getContactInfo } from "~/models/contact.server";
import { receiveInboxForm } from "~/services/inbox-form.server";
import { listFaqs } from "~/models/faq.server";
import type { PageCacheHandle } from "~/lib/page-cache/rules";
import { OutlineIcon } from "~/components/icon-file";
import type { OutlineIconName } from "~/lib/icon-names";

// The phone rule stays with zod rather than becoming a `pattern` attribute, so a
// visitor without JavaScript reads the Turkish message instead of the browser's.
const { phone: phoneConstraint, ...otherConstraints } = getZodConstraint(contactSchema);
const constraint = { ...otherConstraints, phone: { ...phoneConstraint, pattern: undefined } };

// The name this page's one form goes by in the action's reply.
const FORM = "contact";

export const handle: PageCacheHandle = { pageCache: "content" };

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "İletişim", description: "Sorularınız, önerileriniz ve iş birliği talepleriniz için bize yazın." });

export async function loader() {
  const [info, faqs, sample] = await Promise.all([getContactInfo(), listFaqs(), contactInfoIsSample()]);
  // Sample details never reach the page, not even its data.
  const shown = sample ? { ...info, address: "", phone: "", email: "", working_hours: "" } : info;
  return { info: shown, sample, faqs: faqs.map(({ id, question, answer }) => ({ id, question, answer })) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return receiveInboxForm(request, context, {
    name: FORM,
    schema: contactSchema,
    toMessage: ({ name, email, phone, subject, message }) => ({ name, email, phone, subject, message }),
    thanks: CONTACT_SUCCESS,
  });
}

export default function ContactPage() {
  const { info, faqs, sample } = useLoaderData<typeof loader>();
  const location = useLocation();
  const hours = info.working_hours.split("\n").filter(Boolean);
  const showDetails = !sample;

  return (
    <main className="flex-1">
      <section className="border-b border-white/10 bg-gradient-to-b from-brand-900/40 to-slate-950 py-16">
        <div className="container-page text-center">
          <h1 className="text-4xl font-bold text-white">İletişim</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{info.description}</p>
          <a href="#contact-form" className="btn btn-primary mt-6">
            <OutlineIcon name="PaperAirplaneIcon" className="h-4 w-4" />
            Bize Yazın
          </a>
        </div>
      </section>

      <div className="container-page grid gap-8 py-12 lg:grid-cols-3">
        <section id="contact-form" aria-labelledby="contact-form-heading" className="card scroll-mt-24 lg:col-span-2">
          <h2 id="contact-form-heading" className="text-2xl font-semibold text-white">
            Mesaj Gönderin
          </h2>
          <p className="mt-1 text-sm text-slate-400">Yıldızlı alanlar zorunludur.</p>
          {/* A new location after a successful send remounts the form, so its fields start empty. */}
          <ContactForm key={location.key} />
        </section>

        <aside className="space-y-6">
          {/* The seeded address, phone and hours are invented; they show once an admin saves real ones. */}
          {showDetails ? (
            <>
              <SideCard id="contact-info-heading" title="İletişim Bilgileri">
                <ul className="mt-4 space-y-4 text-sm">
                  <ContactLine icon="EnvelopeIcon" href={`mailto:${info.email}`}>
                    {info.email}
                  </ContactLine>
                  <ContactLine icon="PhoneIcon" href={`tel:${info.phone.replace(/[^+0-9]/g, "")}`}>
                    {info.phone}
                  </ContactLine>
                  <ContactLine
                    icon="MapPinIcon"
                    href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(info.address)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {info.address}
                  </ContactLine>
                </ul>
              </SideCard>

              <SideCard id="support-hours-heading" icon="ClockIcon" title="Destek Saatleri">
                <ul className="mt-3 space-y-1 text-sm text-slate-300">
                  {hours.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </SideCard>
            </>
          ) : null}

          <SideCard
            id="quick-support-heading"
            icon="ChatBubbleLeftRightIcon"
            title="Hızlı Destek"
            className="card border-brand-500/30 bg-brand-900/20"
          >
            <p className="mt-2 text-sm text-slate-300">Sorunuzun yanıtını hemen almak için yapay zekâ asistanımıza sorun.</p>
            <Link to="/ai-chat" className="btn btn-primary mt-4 w-full">
              AI Sohbet Başlat
            </Link>
          </SideCard>
        </aside>
      </div>

      <section aria-labelledby="faq-heading" className="container-page pb-8">
        <h2 id="faq-heading" className="flex items-center gap-2 text-2xl font-semibold text-white">
          <OutlineIcon name="QuestionMarkCircleIcon" className="h-7 w-7 text-brand-300" />
          Sıkça Sorulan Sorular
        </h2>
        <div className="mt-6">
          <FaqList faqs={faqs} />
        </div>
      </section>
    </main>
  );
}

/** One way to reach us (mail, phone, map) as a link behind its icon. */
function ContactLine({ icon, children, ...link }: { icon: OutlineIconName } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <li className="flex items-start gap-3">
      <OutlineIcon name={icon} className="mt-0.5 h-5 w-5 shrink-0 text-brand-300" />
      <a {...link} className="text-slate-200 hover:text-white">
        {children}
      </a>
    </li>
  );
}

function ContactForm() {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const [form, fields] = useIntentForm(contactSchema, { id: FORM, intent: FORM, constraint, shouldValidate: "onSubmit" });

  return (
    <PostForm form={form} className="mt-6 flex flex-col gap-4">
      <Honeypot />
      <SenderFields name={fields.name} email={fields.email} />
      <TextField field={fields.phone} label="Telefon" type="tel" autoComplete="tel" />
      <TextField field={fields.subject} label="Konu" />
      <TextAreaField field={fields.message} label="Mesaj" rows={6} />
      <button type="submit" className="btn btn-primary self-start" disabled={sending}>
        <OutlineIcon name="PaperAirplaneIcon" className="h-4 w-4" />
        {sending ? "Gönderiliyor..." : "Mesaj Gönder"}
      </button>
    </PostForm>
  );
}
