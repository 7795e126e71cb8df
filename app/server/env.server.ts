import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "~/lib/zod";
import { parseNewsletterDay } from "~/lib/newsletter/schedule";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_PATH: z.string().min(1).default("data/app.db"),
  // Set: PostgreSQL at this URL (several app servers on one database, docs/postgres.md) in place
  // of the SQLite file at DATABASE_PATH. An empty value means unset.
  DATABASE_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .refine((value) => /^postgres(ql)?:\/\/./i.test(value), "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
  ),
  // Connections each app server keeps to PostgreSQL: N servers use N times this, within the
  // server's max_connections (docs/deploy.md). The LISTEN and schedule-lock connections are extra.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  SESSION_SECRET: z.string().min(16).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  MARKET_TICKER_URL: z.string().url().default("https://api.binance.com/api/v3/ticker/24hr"),
  MARKET_REFRESH_MS: z.coerce.number().int().min(1000).default(30_000),
  // Where the public market endpoints are asked when the market host refuses our location
  // (HTTP 451). Unset: Binance's market-data-only host, and only while MARKET_TICKER_URL is on
  // api.binance.com. Tests point it at a second fake.
  MARKET_FALLBACK_URL: z.preprocess((value) => (value === "" ? undefined : value), z.string().url().optional()),
  // An empty value means unset, as it does for a shell that exports FEAR_GREED_URL= .
  FEAR_GREED_URL: z.preprocess((value) => (value === "" ? undefined : value), z.string().url().optional()),
  // Chain sources; an empty value turns the source off (addresses are still checked).
  BTC_EXPLORER_URL: z.union([z.literal(""), z.string().url()]).default("https://blockstream.info/api"),
  ETH_RPC_URL: z.union([z.literal(""), z.string().url()]).default("https://ethereum-rpc.publicnode.com"),
  // DeFiLlama-compatible REST API; an empty value turns the DeFi page's source off.
  DEFI_API_URL: z.union([z.literal(""), z.string().url()]).default("https://api.llama.fi"),
  // BtcTurk's public all-pairs ticker (lira prices); an empty value turns it off.
  BTCTURK_API_URL: z.union([z.literal(""), z.string().url()]).default("https://api.btcturk.com/api/v2/ticker"),
  // TCMB's indicative exchange rates (/today.xml, /YYYYMM/DDMMYYYY.xml); an empty value turns them off.
  TCMB_RATES_URL: z.union([z.literal(""), z.string().url()]).default("https://www.tcmb.gov.tr/kurlar"),
  // CoinGecko's public API (no key); an empty value turns it off.
  COINGECKO_API_URL: z.union([z.literal(""), z.string().url()]).default("https://api.coingecko.com/api/v3"),
  // The pause between two keyless CoinGecko NFT calls: its free limit is a few calls a minute
  // per address (5 to 15, as it varies), so one call every 6 s keeps under it; tests shorten it.
  COINGECKO_SPACING_MS: z.coerce.number().int().min(10).max(600_000).default(6_000),
  // How long CoinGecko's market caps (/coins/markets, one call) are served before it is asked
  // again: five minutes adds 0.2 calls a minute beside the NFT reader; tests shorten it.
  COINGECKO_MARKETS_REFRESH_MS: z.coerce.number().int().min(1000).max(86_400_000).default(300_000),
  // How long a chain source (and the DeFi and NFT sources) may take to answer; tests shorten it.
  CHAIN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  // Memory for the anonymous full-page cache, in MB; 0 turns it off.
  PAGE_CACHE_MB: z.coerce.number().min(0).max(16_384).default(64),
  // News feeds: how often the server reads them (15 minutes), and how long one read may take.
  NEWS_REFRESH_MS: z.coerce.number().int().min(1000).default(900_000),
  NEWS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // Test-only: scrypt cost as a power of two. Production uses OWASP's 2^17.
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  UPLOAD_DIR: z.string().min(1).optional(),
  // The public origin for absolute URLs when the SEO settings give no canonical base.
  SITE_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//i.test(value), "SITE_URL must start with http:// or https://")
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  // Outgoing mail. Unset (or empty): every mail stays in the outbox, shown at /admin/mail.
  SMTP_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .refine((value) => /^smtps?:\/\/[^/]/i.test(value), "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
  ),
  // The sender of every mail; unset: "Kripto Rehber <noreply@…>" on the site's domain.
  MAIL_FROM: z.preprocess((value) => (value === "" ? undefined : value), z.string().min(3).optional()),
  // How often the mail worker looks for due mail; tests shorten it.
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  // When the weekly newsletter digest goes out: "<day> HH:MM" in Istanbul time with the day in
  // English ("monday 09:00", the default; "friday 17:30"), or "off" (admins can still send it).
  NEWSLETTER_DAY: z
    .string()
    .default("monday 09:00")
    .refine((value) => parseNewsletterDay(value) !== null, 'NEWSLETTER_DAY must look like "monday 09:00" or be "off"'),
  // An address whose mail someone reads: newsletter mails then also offer `mailto:` unsubscribing.
  NEWSLETTER_REPLY_TO: z.preprocess((value) => (value === "" ? undefined : value), z.email().optional()),
  // GET /metrics answers only with `Authorization: Bearer <token>`; unset: /metrics is 404.
  METRICS_TOKEN: z.preprocess((value) => (value === "" ? undefined : value), z.string().min(16).optional()),
  // Database backups: where they go (unset: "backups" beside the database), how often (hours,
  // 0: no schedule) and how many of the newest are kept.
  BACKUP_DIR: z.preprocess((value) => (value === "" ? undefined : value), z.string().optional()),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  // Set when a reverse proxy terminates HTTPS: "1"/"true" trusts one hop, a number that many,
  // anything else is handed to Express as its `trust proxy` list ("loopback", addresses, subnets).
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): boolean | number | string => {
      const text = value?.trim().toLowerCase() ?? "";
      if (text === "" || text === "0" || text === "false" || text === "no") return false;
      if (text === "true" || text === "yes") return 1;
      return /^\d+$/.test(text) ? Number(text) : text;
    }),
});

export type Env = z.infer<typeof EnvSchema> & { SESSION_SECRET: string; UPLOAD_DIR: string; BACKUP_DIR: string };

let cached: Env | undefined;

/** The environment, parsed once. Tests call `resetEnv()` after changing `process.env`. */
export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const dataDir = path.dirname(path.resolve(parsed.data.DATABASE_PATH));
  cached = {
    ...parsed.data,
    SESSION_SECRET: parsed.data.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    UPLOAD_DIR: parsed.data.UPLOAD_DIR ?? path.join(dataDir, "uploads"),
    BACKUP_DIR: parsed.data.BACKUP_DIR ?? path.join(dataDir, "backups"),
  };
  return cached;
}

export function resetEnv() {
  cached = undefined;
}

/** A secret written readable by others (by an earlier version) is made private: it signs every session. */
function keepPrivate(file: string) {
  try {
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  } catch {
    // A file of another user keeps the mode its owner gave it.
  }
}

// Kept beside the database so a fresh clone needs no manual env file and
// sessions (and the encrypted AI key) survive restarts.
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) {
      keepPrivate(file);
      return existing;
    }
  } catch {
    // not created yet
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
