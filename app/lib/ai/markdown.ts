import { Marked, type Tokens } from "marked";
import { safeUrl, URL_RULES } from "../safe-url";

/**
 * Markdown for AI replies, rendered so that nothing the model writes can become
 * live markup: raw HTML is shown as text, links keep only http(s), mailto and
 * site-relative targets that pass the site's one URL check (`safeUrl`), and
 * images become plain links. Runs on the server and, while a reply streams in,
 * in the browser, so it avoids Node-only sanitisers.
 */

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

/** A site-relative address ("/crypto-dictionary/defi"), not a protocol-relative one ("//evil.example"). */
function isSitePath(href: string) {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}

/**
 * `links: "any"` keeps http(s), mailto and site links (the blog generator's HTML); `"site"` keeps
 * only links to this site's own pages and shows every other one, bare addresses included, as plain
 * text: the chat's answers (decision 017), where a link a model was talked into writing, or an
 * address quoted from a planted page, must never become something to click.
 */
function build(links: "any" | "site") {
  return new Marked({
    gfm: true,
    breaks: true,
    async: false,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      link({ href, title, tokens, text }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const safe = safeUrl(href, URL_RULES.markdown);
        if (!safe) return inner;
        if (links === "site" && !isSitePath(safe)) return text === href ? escapeHtml(href) : `${inner} (${escapeHtml(href)})`;
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
        const external = /^https?:/.test(safe) ? ' target="_blank" rel="noopener noreferrer nofollow"' : "";
        return `<a href="${escapeHtml(safe)}"${titleAttr}${external}>${inner}</a>`;
      },
      image({ href, text }: Tokens.Image) {
        const safe = safeUrl(href, URL_RULES.markdown);
        const label = escapeHtml(text || href);
        if (!safe || (links === "site" && !isSitePath(safe))) return label;
        const external = /^https?:/.test(safe) ? ' target="_blank" rel="noopener noreferrer nofollow"' : "";
        return `<a href="${escapeHtml(safe)}"${external}>${label}</a>`;
      },
    },
  });
}

const anyLinks = build("any");
const siteLinks = build("site");

/** Safe HTML for a Markdown text. */
export function renderMarkdown(markdown: string): string {
  return anyLinks.parse(markdown, { async: false }) as string;
}

/** Safe HTML for a chat answer: only links to this site's own pages are links. */
export function renderChatMarkdown(markdown: string): string {
  return siteLinks.parse(markdown, { async: false }) as string;
}
