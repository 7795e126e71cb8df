import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { OutlineIcon } from "~/components/icon-file";
import type { OutlineIconName } from "~/lib/icon-names";

type AuthHeadingProps = { icon: OutlineIconName; title: string; intro?: ReactNode };

/** The centred icon, title and line under it that open every card of the sign-in family (login's too). */
export function AuthHeading({ icon, title, intro }: AuthHeadingProps) {
  return (
    <div className="mb-6 text-center">
      <OutlineIcon name={icon} className="mx-auto h-10 w-10 text-brand-400" />
      <h1 className="mt-3 text-2xl font-bold text-white">{title}</h1>
      {intro ? <p className="mt-1 text-sm text-slate-400">{intro}</p> : null}
    </div>
  );
}

/** The narrow card of the sign-in family of pages (login, forgot and reset password, verification). */
export function AuthCard({ icon, title, intro, children }: AuthHeadingProps & { children: ReactNode }) {
  return (
    <main className="container-page flex flex-1 items-start justify-center py-12 lg:py-20">
      <section className="card w-full max-w-md p-8">
        <AuthHeading icon={icon} title={title} intro={intro} />
        {children}
      </section>
    </main>
  );
}

/** A success or notice line that also shows without JavaScript. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-emerald-500/40 bg-emerald-950/60 px-4 py-3 text-sm text-emerald-200">
      {children}
    </p>
  );
}

/** Offered where sign-in is refused for an unverified address: one button that mails a new link. */
export function ResendVerificationButton({ email }: { email: string }) {
  return (
    <Form method="post" action="/verify-email" className="mt-4">
      <input type="hidden" name="email" value={email} />
      <button type="submit" className="btn btn-secondary w-full">
        Doğrulama e-postasını yeniden gönder
      </button>
    </Form>
  );
}
