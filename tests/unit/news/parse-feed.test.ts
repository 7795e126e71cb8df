import { describe, expect, it } from "vitest";
import { FeedFormatError, absoluteLink, decodeFeed, feedDate, htmlToText, parseFeed } from "~/server/news-feed-parser.server";
import { newsSearch, parseNewsQuery, searchFold } from "~/lib/news/schema";
import { LATIN5_TITLE, RSS_NEWEST, atomFeed, latin5Bytes, latin5Feed, rssFeed, rssTitle } from "../../fakes/feed-server";

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe("parseFeed on RSS 2.0", () => {
  const feed = parseFeed(rssFeed(5, "t"), "http://127.0.0.1:1/rss.xml", NOW);

  it("reads the channel and its items in order, one per link", () => {
    expect(feed.format).toBe("rss");
    expect(feed.title).toBe("Sahte Haber Sitesi");
    // Five items; the repeated first link and the javascript: link are dropped.
    expect(feed.items.map((item) => item.title)).toEqual([1, 2, 3, 4, 5].map(rssTitle));
  });

  it("reads dates, and leaves a missing date empty rather than inventing one", () => {
    expect(feed.items[0]!.publishedAt).toBe(new Date(RSS_NEWEST).toISOString());
    expect(feed.items[3]!.publishedAt).toBeNull();
  });

  it("makes a relative link absolute against the channel's link", () => {
    expect(feed.items[1]!.link).toBe("https://haber.example/haber/t-2");
    expect(feed.items[0]!.link).toBe("https://haber.example/haber/t-1");
  });

  it("reduces a title with a script and an event handler (in CDATA) to its text", () => {
    expect(feed.items[2]!.title).toBe("Solana haberi 3");
    expect(JSON.stringify(feed.items)).not.toMatch(/<script|onerror|javascript:/i);
  });

  it("reduces the description's HTML to text, entities decoded and scripts dropped", () => {
    expect(feed.items[0]!.summary).toBe("Özet 1 & ayrıntı.");
  });

  it("uses a guid as the link only when it is a permalink", () => {
    const xml = `<rss version="2.0"><channel><title>G</title>
      <item><title>Permalink</title><guid>https://g.example/1</guid></item>
      <item><title>Not one</title><guid isPermaLink="false">https://g.example/2</guid></item>
    </channel></rss>`;
    expect(parseFeed(xml, "https://g.example/feed").items.map((item) => item.link)).toEqual(["https://g.example/1"]);
  });
});

describe("parseFeed on Atom 1.0", () => {
  const feed = parseFeed(atomFeed("t"), "http://127.0.0.1:1/atom.xml", NOW);

  it("reads entries with their alternate links against xml:base", () => {
    expect(feed.format).toBe("atom");
    expect(feed.title).toBe("Sahte Atom Sitesi");
    expect(feed.items.map((item) => item.link)).toEqual([
      "https://atom.example/blog/yazi/t-1",
      "https://atom.example/yazi/t-2",
      "https://atom.example/yazi/t-3",
    ]);
  });

  it("reads an HTML title and summary, and XHTML content, as text", () => {
    expect(feed.items[0]!.title).toBe("Atom haberi t 1");
    expect(feed.items[0]!.summary).toBe("Atom özeti");
    expect(feed.items[1]!.summary).toBe("İçerik vurgulu");
  });

  it("prefers the published date, falls back to updated, and leaves none empty", () => {
    expect(feed.items[0]!.publishedAt).toBe("2026-11-20T06:00:00.000Z");
    expect(feed.items[1]!.publishedAt).toBe("2026-11-19T08:00:00.000Z");
    expect(feed.items[2]!.publishedAt).toBeNull();
  });
});

describe("parseFeed on what is not a feed", () => {
  it.each([
    ["an HTML error page", "<html><body><h1>Bakımdayız<br></body>"],
    ["an empty answer", ""],
    ["JSON", '{"items":[]}'],
    ["plain text", "Service Unavailable"],
  ])("refuses %s as invalid XML", (_name, body) => {
    expect(() => parseFeed(body, "https://x.example/feed")).toThrow(FeedFormatError);
  });

  it("refuses well-formed XML that is neither RSS nor Atom", () => {
    expect(() => parseFeed("<sitemap><url>x</url></sitemap>", "https://x.example/feed")).toThrow("RSS veya Atom");
  });

  it("refuses an entity bomb instead of expanding it", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [
      <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
    ]><rss version="2.0"><channel><title>B</title>${"<item><title>&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;</title><link>https://b.example/</link></item>".repeat(200)}</channel></rss>`;
    expect(() => parseFeed(bomb, "https://b.example/feed")).toThrow(FeedFormatError);
  });

  it("reads a valid feed with no items as an empty list", () => {
    expect(parseFeed('<rss version="2.0"><channel><title>Boş</title></channel></rss>', "https://x.example/").items).toEqual([]);
  });
});

describe("decodeFeed", () => {
  const declared = (encoding: string, text: string) => latin5Bytes(`<?xml version="1.0" encoding="${encoding}"?><t>${text}</t>`);

  it("reads ISO-8859-9 named by the XML declaration, whatever its case or quotes", () => {
    // Ş ş ğ ı İ are the bytes Latin-1 reads as Þ þ ð ý Ý: the bytes really are ISO-8859-9.
    expect([...latin5Bytes("Şşğıİ")]).toEqual([0xde, 0xfe, 0xf0, 0xfd, 0xdd]);
    expect(parseFeed(decodeFeed(latin5Feed(true), "application/rss+xml"), "https://turkce.example/").items[0]!.title).toBe(LATIN5_TITLE);
    expect(decodeFeed(latin5Bytes(`<?xml version='1.0' encoding='iso-8859-9'?><t>Şişli</t>`), null)).toContain("<t>Şişli</t>");
    expect(decodeFeed(declared("windows-1254", "ığ"), "text/xml")).toContain("<t>ığ</t>");
  });

  it("reads the Content-Type charset, which outranks the declaration", () => {
    expect(decodeFeed(latin5Feed(false), 'application/rss+xml; charset="windows-1254"')).toContain(LATIN5_TITLE);
    expect(decodeFeed(declared("UTF-8", "Şişli"), "text/xml; Charset=ISO-8859-9")).toContain("<t>Şişli</t>");
  });

  it("lets a byte order mark decide, and reads UTF-8 when nothing names an encoding", () => {
    const utf8 = Buffer.from('<?xml version="1.0" encoding="ISO-8859-9"?><t>Şişli</t>', "utf8");
    expect(decodeFeed(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]), "text/xml; charset=iso-8859-9")).toBe(utf8.toString("utf8"));
    expect(decodeFeed(Buffer.from("<t>Şişli</t>", "utf8"), null)).toBe("<t>Şişli</t>");
  });

  it("passes over a label no decoder knows and a UTF-16 label in single-byte text", () => {
    expect(decodeFeed(declared("ISO-8859-9", "Şişli"), "text/xml; charset=x-bilinmeyen")).toContain("<t>Şişli</t>");
    const stale = Buffer.from('<?xml version="1.0" encoding="UTF-16"?><t>Şişli</t>', "utf8");
    expect(decodeFeed(stale, "application/xml")).toContain("<t>Şişli</t>");
  });
});

describe("feed helpers", () => {
  it("htmlToText keeps no markup and cuts long text with an ellipsis", () => {
    expect(htmlToText('<a href="javascript:x" onclick="y">Tık</a> &lt;b&gt;')).toBe("Tık <b>");
    expect(htmlToText("<style>p{}</style><p>a</p>\n\n<p>b</p>")).toBe("a b");
    expect(htmlToText("x".repeat(50), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("absoluteLink accepts only http(s)", () => {
    expect(absoluteLink("javascript:alert(1)", "https://a.example/")).toBeNull();
    expect(absoluteLink("data:text/html,x", "https://a.example/")).toBeNull();
    expect(absoluteLink("../b#frag", "https://a.example/x/y")).toBe("https://a.example/b");
  });

  it("feedDate reads RFC 822 and RFC 3339, and refuses nonsense and far-future dates", () => {
    expect(feedDate("Fri, 20 Nov 2026 12:00:00 GMT", NOW)).toBe("2026-11-20T12:00:00.000Z");
    expect(feedDate("2026-11-20T15:00:00+03:00", NOW)).toBe("2026-11-20T12:00:00.000Z");
    expect(feedDate("dün", NOW)).toBeNull();
    expect(feedDate("2030-01-01T00:00:00Z", NOW)).toBeNull();
  });
});

describe("the news page's URL", () => {
  it("reads good parameters", () => {
    expect(parseNewsQuery(new URLSearchParams("q=bitcoin&source=2&page=3"))).toEqual({
      query: { q: "bitcoin", source: 2, page: 3 },
      notices: [],
    });
  });

  it("replaces bad ones with defaults and says so in Turkish", () => {
    const { query, notices } = parseNewsQuery(new URLSearchParams(`q=${"a".repeat(150)}&source=abc&page=-2`));
    expect(query).toEqual({ q: "a".repeat(100), source: null, page: 1 });
    expect(notices).toHaveLength(3);
    expect(notices.join(" ")).toContain("Sayfa numarası");
  });

  it("writes a URL without the defaults", () => {
    expect(newsSearch({ q: "", source: null, page: 1 })).toBe("");
    expect(newsSearch({ q: "sol ana", source: 4, page: 1 }, { page: 2 })).toBe("?q=sol+ana&source=4&page=2");
  });

  it("folds the dotted and dotless i for search", () => {
    expect(searchFold("BİTCOİN")).toBe(searchFold("bitcoin"));
    expect(searchFold("BITCOIN")).toBe(searchFold("bitcoin"));
    expect(searchFold("Işık")).toBe("işik");
  });
});
