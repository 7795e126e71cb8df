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

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      const safe = safeUrl(href, URL_RULES.markdown);
      if (!safe) return inner;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      const external = /^https?:/.test(safe) ? ' target="_blank" rel="noopener noreferrer nofollow"' : "";
      return `<a href="${escapeHtml(safe)}"${titleAttr}${external}>${inner}</a>`;
    },
    image({ href, text }: Tokens.Image) {
      const safe = safeUrl(href, URL_RULES.markdown);
      const label = escapeHtml(text || href);
      return safe ? `<a href="${escapeHtml(safe)}" target="_blank" rel="noopener noreferrer nofollow">${label}</a>` : label;
    },
  },
});

/** Safe HTML for a Markdown text. */
export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false }) as string;
}
