// The security headers every answer carries, whichever path sends it: Express
// for rendered pages and files, the page cache's front handler for cached pages.

// What each Google service needs beyond the site itself. A service's hosts enter
// the policy only while an admin has it switched on with its id.
const GOOGLE_SOURCES = {
  analytics: {
    script: ["https://www.googletagmanager.com"],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
    img: ["https://*.google-analytics.com", "https://www.googletagmanager.com"],
    frame: [],
    style: [],
  },
  tagManager: {
    script: ["https://www.googletagmanager.com"],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
    img: ["https://*.google-analytics.com", "https://www.googletagmanager.com"],
    frame: ["https://www.googletagmanager.com"],
    // Tags it injects and its fallback frame style elements inline.
    style: ["'unsafe-inline'"],
  },
  ads: {
    script: [
      "https://pagead2.googlesyndication.com",
      "https://partner.googleadservices.com",
      "https://tpc.googlesyndication.com",
      "https://adservice.google.com",
    ],
    connect: ["https://pagead2.googlesyndication.com"],
    img: ["https://pagead2.googlesyndication.com", "https://googleads.g.doubleclick.net"],
    frame: ["https://googleads.g.doubleclick.net", "https://tpc.googlesyndication.com", "https://www.google.com"],
    // The ad script sizes its slots and frames through style attributes.
    style: ["'unsafe-inline'"],
  },
};

// `sources` says which services are in use and which other hosts the content's
// images come from (`cspSources` in the app); nothing else is allowed.
export function contentSecurityPolicy(nonce, sources) {
  const used = Object.entries(GOOGLE_SOURCES).filter(([service]) => sources[service]);
  const hosts = (kind, extra = []) => [...new Set([...used.flatMap(([, needs]) => needs[kind]), ...extra])];
  const list = (base, kind, extra) => [...base, ...hosts(kind, extra)].join(" ");
  const frames = hosts("frame");
  return [
    "default-src 'self'",
    list(["script-src", "'self'", `'nonce-${nonce}'`], "script"),
    // The site's own pages set no inline style (SVG attributes and classes instead) and link
    // their one stylesheet, so injected markup cannot restyle them; only Google's tag manager
    // and ads need 'unsafe-inline'.
    list(["style-src", "'self'"], "style"),
    list(["img-src", "'self'", "data:"], "img", sources.imageOrigins),
    "font-src 'self' data:",
    list(["connect-src", "'self'"], "connect"),
    frames.length ? `frame-src ${frames.join(" ")}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The headers beside the policy that every answer carries, as [name, value] pairs. */
export const SECURITY_HEADERS = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];

/** A browser that met the site over HTTPS comes back only over HTTPS. */
export const HSTS = ["Strict-Transport-Security", "max-age=31536000"];

/**
 * Whether this request came over HTTPS, as Express's `req.secure` decides it:
 * the socket's word, or the first `X-Forwarded-Proto` value when `trust` (the
 * app's compiled `trust proxy` setting) vouches for the peer.
 */
export function cameOverHttps(req, trust) {
  const encrypted = Boolean(req.socket.encrypted);
  const forwarded = req.headers["x-forwarded-proto"];
  if (!forwarded || !trust(req.socket.remoteAddress, 0)) return encrypted;
  const comma = forwarded.indexOf(",");
  return (comma === -1 ? forwarded : forwarded.slice(0, comma)).trim() === "https";
}

/** Read once: `process.env` is a call into the runtime on every read, and this is asked on every cache hit. */
const PRODUCTION = process.env.NODE_ENV === "production";

/** HSTS is sent only by the production server, and only to a request that came over HTTPS. */
export function sendsHsts(req, trust) {
  return PRODUCTION && cameOverHttps(req, trust);
}
