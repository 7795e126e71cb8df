import { Link, useFetcher, useLocation } from "@remix-run/react";
import { OutlineIcon } from "~/components/icon-file";
import { SocialIcon } from "~/components/social-icon";
import { Honeypot } from "~/components/ui/honeypot";
import type { FooterData } from "~/lib/site/footer";
import { CONSENT_TEXT, NEWSLETTER_FORM } from "~/lib/newsletter/consent";
import type { FormReply } from "~/lib/forms/reply";

function isExternal(url: string) {
  return /^(https?:)?\/\//.test(url) || url.startsWith("mailto:") || url.startsWith("tel:");
}

function FooterLink({ url, children }: { url: string; children: string }) {
  const className = "text-sm text-slate-400 transition hover:text-white";
  if (isExternal(url) || url.startsWith("#")) {
    return (
      <a href={url} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={url} className={className}>
      {children}
    </Link>
  );
}

/**
 * The footer's sign-up, on every page: a plain form posted by a fetcher, which reads the
 * server's FormReply itself instead of through useIntentForm, since Conform and zod would put
 * about 100 kB of script on every page for one e-mail field the browser checks anyway
 * (type="email", required) and the server checks with the same schema as /newsletter.
 */
function NewsletterForm({ description }: { description: string }) {
  const fetcher = useFetcher<FormReply>();
  const { pathname, search } = useLocation();
  const submitting = fetcher.state !== "idle";
  const errors = fetcher.data?.intent === NEWSLETTER_FORM ? fetcher.data.result.error : undefined;
  const fieldError = errors?.email?.[0];
  const formError = errors?.[""]?.[0];
  const error = fieldError ?? formError;

  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Güncel Kalın</h2>
      <p className="mt-3 text-sm text-slate-400">{description}</p>
      <fetcher.Form method="post" action="/newsletter" className="mt-4 flex flex-col gap-2">
        <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
        <Honeypot />
        <label htmlFor="newsletter-email" className="sr-only">
          E-posta adresiniz
        </label>
        <div className="flex gap-2">
          <input
            id="newsletter-email"
            type="email"
            name="email"
            required
            placeholder="E-posta adresiniz"
            autoComplete="email"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "newsletter-email-error" : undefined}
            className="input min-w-0 flex-1"
          />
          <button type="submit" className="btn btn-primary shrink-0" disabled={submitting}>
            {submitting ? "Gönderiliyor..." : "Abone Ol"}
          </button>
        </div>
        {error ? (
          <p id="newsletter-email-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <p className="text-xs text-slate-400">{CONSENT_TEXT}</p>
      </fetcher.Form>
    </div>
  );
}

export function SiteFooter({ footer, year }: { footer: FooterData; year: number }) {
  const { info, columns, social } = footer;
  const showContact = columns[2].links.length === 0;
  const copyright = info.copyright.replace("{year}", String(year));

  return (
    <footer className="mt-16 border-t border-white/10 bg-slate-950">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-7">
        <div className="lg:col-span-2">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-white">
            <OutlineIcon name="SparklesIcon" className="h-7 w-7 text-brand-400" />
            {info.company_name}
          </Link>
          <p className="mt-3 text-sm text-slate-400">{info.description}</p>
          {social.length ? (
            <ul className="mt-5 flex gap-3" aria-label="Sosyal medya">
              {social.map((item) => (
                <li key={item.id}>
                  <a
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex h-9 w-9 items-center justify-center rounded-full bg-white/5 text-slate-300 transition hover:bg-brand-600 hover:text-white"
                    aria-label={item.platform}
                  >
                    <SocialIcon name={item.icon || item.platform} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        {columns.map((column) =>
          column.links.length ? (
            <nav key={column.column} aria-label={column.title}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.id}>
                    <FooterLink url={link.url}>{link.title}</FooterLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null,
        )}

        {showContact ? (
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">İletişim</h2>
            <ul className="mt-3 space-y-2 text-sm text-slate-400">
              {info.email ? (
                <li className="flex items-center gap-2">
                  <OutlineIcon name="EnvelopeIcon" className="h-4 w-4 shrink-0" />
                  <a href={`mailto:${info.email}`} className="hover:text-white">
                    {info.email}
                  </a>
                </li>
              ) : null}
              {info.phone ? (
                <li className="flex items-center gap-2">
                  <OutlineIcon name="PhoneIcon" className="h-4 w-4 shrink-0" />
                  <a href={`tel:${info.phone.replace(/\s+/g, "")}`} className="hover:text-white">
                    {info.phone}
                  </a>
                </li>
              ) : null}
              {info.address ? (
                <li className="flex items-start gap-2">
                  <OutlineIcon name="MapPinIcon" className="mt-0.5 h-4 w-4 shrink-0" />
                  <span>{info.address}</span>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}

        <div className="lg:col-span-2">
          <NewsletterForm description={info.newsletter_description} />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-center justify-between gap-3 py-6 text-sm text-slate-400 md:flex-row">
          <p>{copyright}</p>
          <ul className="flex gap-5">
            <li>
              <Link to="/privacy" className="hover:text-white">
                Gizlilik Politikası
              </Link>
            </li>
            <li>
              <Link to="/terms" className="hover:text-white">
                Kullanım Koşulları
              </Link>
            </li>
            <li>
              <Link to="/privacy#cerezler" className="hover:text-white">
                Çerez Politikası
              </Link>
            </li>
            <li>
              <Link to="/cookie-consent" className="hover:text-white">
                Çerez tercihleri
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
