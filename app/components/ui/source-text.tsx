import { safeUrl, URL_RULES } from "~/lib/safe-url";

/** A source an admin typed: a link when it is a web address, the words otherwise. */
export function SourceText({ source, className = "text-brand-300 underline" }: { source: string; className?: string }) {
  const href = safeUrl(source, URL_RULES.http);
  return href ? (
    <a href={href} rel="noopener noreferrer nofollow" target="_blank" className={className}>
      {source}
    </a>
  ) : (
    <>{source}</>
  );
}
