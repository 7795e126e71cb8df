import { XMLParser, XMLValidator } from "fast-xml-parser";
import sanitize from "sanitize-html";

/** One headline as read from a feed: plain text, an absolute http(s) link, a date when readable. */
export interface FeedItem {
  link: string;
  title: string;
  summary: string;
  /** ISO 8601, or null when the feed gave no readable date. */
  publishedAt: string | null;
}

export interface ParsedFeed {
  format: "rss" | "atom" | "rdf";
  title: string;
  items: FeedItem[];
}

/** A feed's answer that is not a feed; its message is Turkish and fit for the admin screen. */
export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedFormatError";
  }
}

/** How much of a feed is kept: the newest items, titles and summaries cut to a readable length. */
export const MAX_ITEMS_PER_FEED = 100;
const MAX_TITLE_LENGTH = 300;
const MAX_SUMMARY_LENGTH = 400;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  // Values stay strings: a title "2024" or "true" is text, not a number or a boolean.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: true,
  // Entities are expanded within limits. fast-xml-parser counts every reference against
  // maxTotalExpansions, `&amp;` and `&#8217;` included, and real feeds (Google News, Blogger,
  // escaped HTML descriptions) carry thousands; what makes a "billion laughs" feed fail is the
  // length its declared entities add (maxExpandedLength), which a real feed never comes near.
  processEntities: { enabled: true, maxTotalExpansions: 100_000, maxExpandedLength: 100_000 },
  isArray: (name) => name === "item" || name === "entry" || name === "link",
});

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The text of an element, whether it is plain, CDATA, has attributes, or holds child elements
 * (Atom's xhtml). Of mixed text and elements, the parser keeps the pieces but not their order;
 * that costs a summary its word order at worst, never markup.
 */
function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(" ");
  if (isNode(value)) {
    return Object.entries(value)
      .filter(([key]) => !key.startsWith("@_"))
      .map(([, child]) => textOf(child))
      .join(" ");
  }
  return "";
}

// sanitize-html escapes exactly these characters in the text it returns.
const ESCAPED: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };

/**
 * A feed's HTML (or text that may hold HTML) reduced to plain text: every tag dropped, the
 * contents of scripts and styles dropped with them, entities decoded, whitespace collapsed.
 * The page renders it as text, so nothing in it can become markup.
 */
export function htmlToText(html: string, maxLength = Number.POSITIVE_INFINITY): string {
  const escaped = sanitize(html, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: "discard" });
  const text = escaped
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

/** An absolute http(s) URL for `href` read against `base`; anything else (javascript:, data:, garbage) is null. */
export function absoluteLink(href: string, base: string): string | null {
  const trimmed = href.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    return url.toString();
  } catch {
    return null;
  }
}

/** A feed date (RFC 822 in RSS, RFC 3339 in Atom) as ISO 8601; unreadable or far in the future: null. */
export function feedDate(value: unknown, now = Date.now()): string | null {
  const text = textOf(value).trim();
  if (!text) return null;
  const time = Date.parse(text);
  // A date more than a day ahead is a broken clock or a wrong format, not news from tomorrow.
  if (Number.isNaN(time) || time > now + 24 * 60 * 60_000) return null;
  return new Date(time).toISOString();
}

/** The first of a node's `link` texts that makes a link against `base` (RSS and RDF channels and items). */
function firstLink(node: Node, base: string): string | null {
  for (const link of list(node.link)) {
    const found = absoluteLink(textOf(link), base);
    if (found) return found;
  }
  return null;
}

function rssLink(item: Node, base: string): string | null {
  const link = firstLink(item, base);
  if (link) return link;
  // A guid is a link only when the feed does not say otherwise.
  const guid = item.guid;
  const permaLink = isNode(guid) ? guid["@_isPermaLink"] !== "false" : true;
  return permaLink && guid !== undefined ? absoluteLink(textOf(guid), base) : null;
}

function atomLink(entry: Node, base: string): string | null {
  const links = list(entry.link).filter(isNode);
  const alternate =
    links.find((link) => link["@_rel"] === undefined || link["@_rel"] === "alternate") ??
    links.find((link) => link["@_rel"] !== "self" && link["@_rel"] !== "enclosure");
  const href = alternate?.["@_href"];
  return typeof href === "string" ? absoluteLink(href, base) : null;
}

function item(link: string | null, title: unknown, summary: unknown, date: unknown, now: number): FeedItem | null {
  if (!link) return null;
  const text = htmlToText(textOf(title), MAX_TITLE_LENGTH);
  const summaryText = htmlToText(textOf(summary), MAX_SUMMARY_LENGTH);
  const headline = text || summaryText.slice(0, MAX_TITLE_LENGTH);
  if (!headline) return null;
  return { link, title: headline, summary: text ? summaryText : "", publishedAt: feedDate(date, now) };
}

/** The encoding a label names, as TextDecoder knows it ("ISO-8859-9" → "windows-1254"); null for one it does not know. */
function knownEncoding(label: string | undefined): string | null {
  if (!label) return null;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

/**
 * A feed's bytes as text, in the encoding XML over HTTP is read in (RFC 7303): a byte order
 * mark first, then the Content-Type's charset, then the XML declaration's encoding, else UTF-8.
 * A label no decoder knows is passed over; bytes the encoding cannot read become U+FFFD.
 */
export function decodeFeed(bytes: Uint8Array, contentType: string | null): string {
  const bom =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
      ? "utf-8"
      : bytes[0] === 0xff && bytes[1] === 0xfe
        ? "utf-16le"
        : bytes[0] === 0xfe && bytes[1] === 0xff
          ? "utf-16be"
          : null;
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? "")?.[1];
  // Without a byte order mark the declaration can only be read from ASCII-compatible bytes,
  // so a UTF-16 label there is stale (a feed re-encoded with its old declaration).
  const head = Buffer.from(bytes.subarray(0, 256)).toString("latin1");
  const declared = knownEncoding(/^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(head)?.[1]);
  const encoding = bom ?? knownEncoding(charset) ?? (declared?.startsWith("utf-16") ? null : declared) ?? "utf-8";
  return new TextDecoder(encoding).decode(bytes);
}

/**
 * Reads an RSS 2.0, Atom 1.0 or RSS 1.0 (RDF) document. Items without a usable http(s)
 * link or without any text are skipped; relative links are read against the feed's own
 * link, then the feed's URL. Anything that is not one of these formats is a FeedFormatError.
 */
/**
 * A `&` that starts no entity reference ("Q&A", "AT&T" written raw, as some feeds do) is taken as
 * the character it means, instead of failing the whole feed as XML strictly would.
 */
export function escapeBareAmpersands(xml: string): string {
  // CDATA sections are passed over: a raw `&` is legal there and means itself already.
  return xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>|&(?!(?:#\d{1,7}|#x[\da-fA-F]{1,6}|[A-Za-z_][\w.-]{0,40});)/g, (match) =>
    match === "&" ? "&amp;" : match,
  );
}

export function parseFeed(xml: string, feedUrl: string, now = Date.now()): ParsedFeed {
  const text = escapeBareAmpersands(xml.replace(/^\uFEFF/, ""));
  if (!text.trim() || XMLValidator.validate(text) !== true) {
    throw new FeedFormatError("Kaynak geçerli bir XML belgesi göndermedi.");
  }
  let document: unknown;
  try {
    document = parser.parse(text);
  } catch {
    throw new FeedFormatError("Kaynağın XML belgesi okunamadı.");
  }
  if (!isNode(document)) throw new FeedFormatError("Kaynak bir RSS veya Atom beslemesi göndermedi.");

  const feed = (format: ParsedFeed["format"], title: unknown, items: (FeedItem | null)[]): ParsedFeed => ({
    format,
    title: htmlToText(textOf(title), MAX_TITLE_LENGTH),
    items: dedupe(items).slice(0, MAX_ITEMS_PER_FEED),
  });

  if (isNode(document.rss)) {
    const channel = isNode(document.rss.channel) ? document.rss.channel : {};
    const base = firstLink(channel, feedUrl) ?? feedUrl;
    const items = list(channel.item)
      .filter(isNode)
      .map((entry) =>
        item(rssLink(entry, base), entry.title, entry["content:encoded"] ?? entry.description, entry.pubDate ?? entry["dc:date"], now),
      );
    return feed("rss", channel.title, items);
  }
  if (isNode(document.feed)) {
    const root = document.feed;
    const xmlBase = typeof root["@_xml:base"] === "string" ? absoluteLink(root["@_xml:base"], feedUrl) : null;
    const base = xmlBase ?? atomLink(root, feedUrl) ?? feedUrl;
    const items = list(root.entry)
      .filter(isNode)
      .map((entry) => item(atomLink(entry, base), entry.title, entry.summary ?? entry.content, entry.published ?? entry.updated, now));
    return feed("atom", root.title, items);
  }
  if (isNode(document["rdf:RDF"])) {
    const root = document["rdf:RDF"];
    const channel = isNode(root.channel) ? root.channel : {};
    const base = firstLink(channel, feedUrl) ?? feedUrl;
    const items = list(root.item)
      .filter(isNode)
      .map((entry) => item(firstLink(entry, base), entry.title, entry.description, entry["dc:date"], now));
    return feed("rdf", channel.title, items);
  }
  throw new FeedFormatError("Kaynak bir RSS veya Atom beslemesi göndermedi.");
}

/** The first item of each link, in the feed's order. */
function dedupe(items: (FeedItem | null)[]): FeedItem[] {
  const seen = new Set<string>();
  const kept: FeedItem[] = [];
  for (const entry of items) {
    if (!entry || seen.has(entry.link)) continue;
    seen.add(entry.link);
    kept.push(entry);
  }
  return kept;
}
