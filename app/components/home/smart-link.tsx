import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** A client-side link for site paths, a plain anchor for anything else (already checked by `safeHref`). */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  // A site path (the URL check already refused `//host` and the like) navigates in the app.
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a href={href} className={className} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}
