/**
 * One look for every mail the site sends: a Turkish text part and an HTML part carrying the
 * same words, in the site's name. Pure, so each mail's wording is tested without a server.
 */
export interface MailContent {
  siteName: string;
  /** The first line of the mail, also its HTML heading. */
  heading: string;
  /** Plain sentences, or a line that links somewhere (a list of articles, say); HTML is escaped. */
  paragraphs: (string | MailLink)[];
  /** The one thing to do, as a button in HTML and a bare URL in text. */
  action?: { label: string; url: string };
  /** Small print under the body: why the reader got this mail, how to stop it. */
  footer?: string[];
}

export interface MailLink {
  text: string;
  url: string;
}

export interface ComposedMail {
  text: string;
  html: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function paragraphHtml(p: string | MailLink): string {
  return typeof p === "string" ? escapeHtml(p) : `<a href="${escapeHtml(p.url)}" style="color:#1d4ed8">${escapeHtml(p.text)}</a>`;
}

export function composeMail(content: MailContent): ComposedMail {
  const footer = content.footer ?? [];
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => (typeof p === "string" ? [p, ""] : [p.text, p.url, ""])),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    "--",
    content.siteName,
    ...footer,
  ].join("\n");

  const html = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#1d4ed8">${escapeHtml(content.siteName)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="line-height:1.5;margin:0 0 12px">${paragraphHtml(p)}</p>`).join("\n")}
${
  content.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : ""
}
${footer.length ? `<hr style="border:none;border-top:1px solid #e5e7eb;margin:20px 0"><p style="font-size:12px;color:#6b7280;line-height:1.5">${footer.map(escapeHtml).join("<br>")}</p>` : ""}
</div></body></html>`;
  return { text, html };
}
