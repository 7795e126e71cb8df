import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for news sites' feeds, on 127.0.0.1:
 * - `/rss.xml?count=25&tag=a`: RSS 2.0 with `count` items whose links carry `tag`, with the
 *   quirks real feeds have (CDATA, a relative link, an item without a date, HTML in the
 *   description, a script in a title, the same link twice, a javascript: link);
 * - `/atom.xml?tag=a`: Atom 1.0 with xml:base, relative links, an HTML title and a missing date;
 * - `/garbage`: an HTML error page; `/not-a-feed`: well-formed XML that is no feed;
 * - `/huge`: a feed that never stops growing (no Content-Length); `/huge-declared`: one that
 *   declares a large Content-Length;
 * - `/hang`: headers and the start of a feed, then nothing; `/silent`: no answer at all;
 * - `/latin5.xml`: RSS in ISO-8859-9 bytes, named only by the XML declaration;
 *   `/latin5.xml?declared=no`: the same bytes named only by the Content-Type charset (windows-1254);
 * - `/status/503`: that status;
 * - `/redirect?to=<url>`: 302 to that URL (a path of this server, or another server's address);
 * - `/story.xml?outlet=1|2&tag=a`: one outlet's feed telling the same story as the other in its own
 *   words (STORY_TITLES), with a headline of its own beside it.
 */
export interface FakeFeeds {
  url: string;
  hits(path: string): number;
  /** When each request for `path` arrived (ms since the epoch), oldest first. */
  hitTimes(path: string): number[];
  close(): Promise<void>;
}

export const RSS_TOPICS = ["Bitcoin", "Ethereum", "Solana", "Ripple", "Cardano"] as const;
/** The newest item's date; item i is i hours older. */
export const RSS_NEWEST = Date.UTC(2026, 10, 20, 12, 0, 0);

/** The plain title of RSS item `i` (1-based), as the site should show it. */
export function rssTitle(i: number): string {
  return `${RSS_TOPICS[(i - 1) % RSS_TOPICS.length]} haberi ${i}`;
}

export function rssFeed(count: number, tag: string): string {
  const items: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    const date = new Date(RSS_NEWEST - (i - 1) * 3_600_000).toUTCString();
    const link = i === 2 ? `/haber/${tag}-${i}` : `https://haber.example/haber/${tag}-${i}`;
    let title = rssTitle(i);
    if (i === 3) title = `<![CDATA[<script>alert("xss")</script><img src=x onerror=alert(1)>${rssTitle(i)}]]>`;
    const pubDate = i === 4 ? "" : `<pubDate>${date}</pubDate>`;
    items.push(`<item>
      <title>${title}</title>
      <link>${link}</link>
      <guid isPermaLink="false">${tag}-${i}</guid>
      <description><![CDATA[<p>Özet <b>${i}</b> &amp; ayrıntı.</p><script>document.title="x"</script>]]></description>
      ${pubDate}
    </item>`);
  }
  // The first item again, as some feeds repeat a story, and an item whose link is a script.
  items.push(`<item><title>Tekrar</title><link>https://haber.example/haber/${tag}-1</link></item>`);
  items.push(`<item><title>Zararlı bağlantı</title><link>javascript:alert(1)</link></item>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Sahte Haber Sitesi</title>
    <link>https://haber.example/</link>
    <atom:link href="https://haber.example/feed" rel="self" type="application/rss+xml"/>
    <description>Test beslemesi</description>
    ${items.join("\n")}
  </channel>
</rss>`;
}

export function atomFeed(tag: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://atom.example/blog/">
  <title type="text">Sahte Atom Sitesi</title>
  <link rel="self" href="https://atom.example/feed.atom"/>
  <link href="https://atom.example/"/>
  <updated>2026-11-20T10:00:00Z</updated>
  <id>urn:fake:atom</id>
  <entry>
    <title type="html">&lt;b&gt;Atom&lt;/b&gt; haberi ${tag} 1</title>
    <link rel="alternate" type="text/html" href="yazi/${tag}-1"/>
    <link rel="enclosure" href="https://atom.example/img.png"/>
    <id>urn:fake:${tag}:1</id>
    <published>2026-11-20T09:00:00+03:00</published>
    <updated>2026-11-20T09:30:00+03:00</updated>
    <summary type="html">&lt;p&gt;Atom özeti&lt;/p&gt;</summary>
  </entry>
  <entry>
    <title>Atom haberi ${tag} 2</title>
    <link href="https://atom.example/yazi/${tag}-2"/>
    <id>urn:fake:${tag}:2</id>
    <updated>2026-11-19T08:00:00Z</updated>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>İçerik vurgulu</p></div></content>
  </entry>
  <entry>
    <title>Atom haberi ${tag} 3</title>
    <link href="https://atom.example/yazi/${tag}-3"/>
    <id>urn:fake:${tag}:3</id>
  </entry>
</feed>`;
}

/** A Turkish title with every letter ISO-8859-9 puts where Latin-1 has others. */
export const LATIN5_TITLE = "Şişli'de güneş: ğ ı İ Ğ ş ç ö ü";

// The six Turkish letters of ISO-8859-9 (and windows-1254) that replace Latin-1's Ð Ý Þ ð ý þ.
const LATIN5_LETTERS: Record<string, number> = { Ğ: 0xd0, İ: 0xdd, Ş: 0xde, ğ: 0xf0, ı: 0xfd, ş: 0xfe };

/** Text as ISO-8859-9 bytes; the fake writes only letters that encoding has. */
export function latin5Bytes(text: string): Buffer {
  return Buffer.from(
    [...text].map((char) => {
      const code = LATIN5_LETTERS[char] ?? char.charCodeAt(0);
      if (code > 0xff) throw new Error(`ISO-8859-9 has no ${char}`);
      return code;
    }),
  );
}

export function latin5Feed(declared: boolean): Buffer {
  const declaration = declared ? '<?xml version="1.0" encoding="ISO-8859-9"?>\n' : "";
  return latin5Bytes(`${declaration}<rss version="2.0">
  <channel>
    <title>Türkçe Haber Sitesi</title>
    <link>https://turkce.example/</link>
    <item>
      <title>${LATIN5_TITLE}</title>
      <link>https://turkce.example/haber/sisli</link>
      <description>Çarşı'da ılık bir gün.</description>
    </item>
  </channel>
</rss>`);
}

/** The same event as two outlets headline it, a day after the RSS feed's newest item. */
export const STORY_TITLES = {
  "1": "Bitcoin 100.000 doları aştı: Piyasada coşku - Kripto Gündem",
  "2": "Bitcoin'in fiyatı 100 bin doları aştı | Coin Haber",
} as const;

function storyFeed(outlet: "1" | "2", tag: string): string {
  const time = RSS_NEWEST + 24 * 3_600_000 - Number(outlet) * 600_000;
  const own = outlet === "1" ? "SPK yeni yönetmeliği yayımladı" : "Ethereum ağında güncelleme ertelendi";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Haber ${outlet}</title><link>https://outlet${outlet}.example/</link><description>Test</description>
<item><title>${STORY_TITLES[outlet]}</title><link>https://outlet${outlet}.example/${tag}/btc</link><pubDate>${new Date(time).toUTCString()}</pubDate></item>
<item><title>${own}</title><link>https://outlet${outlet}.example/${tag}/own</link><pubDate>${new Date(time - 3_600_000).toUTCString()}</pubDate></item>
</channel></rss>`;
}

export async function startFakeFeeds(): Promise<FakeFeeds> {
  /** When each path was asked for, in ms since the epoch. */
  const asked = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    asked.set(url.pathname, [...(asked.get(url.pathname) ?? []), Date.now()]);
    const tag = url.searchParams.get("tag") ?? "a";
    switch (url.pathname) {
      case "/rss.xml": {
        const count = Math.max(0, Math.min(200, Number(url.searchParams.get("count") ?? 25) || 0));
        res.writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" });
        res.end(rssFeed(count, tag));
        return;
      }
      case "/story.xml":
        res.writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" });
        res.end(storyFeed(url.searchParams.get("outlet") === "2" ? "2" : "1", tag));
        return;
      case "/atom.xml":
        res.writeHead(200, { "Content-Type": "application/atom+xml; charset=utf-8" });
        res.end(atomFeed(tag));
        return;
      case "/latin5.xml": {
        const declared = url.searchParams.get("declared") !== "no";
        res.writeHead(200, { "Content-Type": declared ? "application/rss+xml" : "application/rss+xml; charset=windows-1254" });
        res.end(latin5Feed(declared));
        return;
      }
      case "/garbage":
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.end("<html><body><h1>Bakımdayız<br></body>");
        return;
      case "/not-a-feed":
        res.writeHead(200, { "Content-Type": "application/xml" });
        res.end('<?xml version="1.0"?><sitemap><url>https://haber.example/</url></sitemap>');
        return;
      case "/huge": {
        res.writeHead(200, { "Content-Type": "application/rss+xml" });
        res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Büyük</title>');
        const chunk = `<item><title>${"x".repeat(1000)}</title><link>https://haber.example/x</link></item>`.repeat(64);
        let sent = 0;
        const pump = () => {
          // About 64 MB at most, far beyond any cap; stops early when the client goes away.
          while (sent < 1000 && !res.destroyed) {
            sent += 1;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end("</channel></rss>");
        };
        pump();
        return;
      }
      case "/huge-declared":
        res.writeHead(200, { "Content-Type": "application/rss+xml", "Content-Length": String(50 * 1024 * 1024) });
        res.write('<?xml version="1.0"?><rss version="2.0">');
        return;
      case "/hang":
        res.writeHead(200, { "Content-Type": "application/rss+xml" });
        res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Yavaş</title>');
        return;
      case "/silent":
        return;
      case "/redirect":
        res.writeHead(302, { Location: url.searchParams.get("to") ?? "/" });
        res.end();
        return;
      default: {
        const status = /^\/status\/(\d{3})$/.exec(url.pathname);
        res.writeHead(status ? Number(status[1]) : 404, { "Content-Type": "text/plain" });
        res.end("hata");
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: (path) => asked.get(path)?.length ?? 0,
    hitTimes: (path) => [...(asked.get(path) ?? [])],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
