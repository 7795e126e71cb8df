import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { Trade } from "~/lib/bots/engine";

// SQLite has no boolean type: flags are stored as 0 or 1.
export type Flag = 0 | 1;

export type Role = "admin" | "user";
export type UserStatus = "active" | "inactive" | "banned";
export type Subscription = "free" | "basic" | "premium" | "enterprise";

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  role: Generated<Role>;
  status: Generated<UserStatus>;
  subscription: Generated<Subscription>;
  /** When the address was proved by a mailed link; null while it is not. */
  email_verified_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface HomeSectionsTable {
  id: Generated<number>;
  type: string;
  title: string;
  subtitle: string | null;
  /** JSON text whose shape depends on `type`. */
  content: Generated<string>;
  enabled: Generated<Flag>;
  sort_order: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface FooterInfoTable {
  id: number;
  company_name: string;
  description: string;
  newsletter_description: string;
  address: string;
  phone: string;
  email: string;
  copyright: string;
  updated_at: Generated<string>;
}

export interface FooterLinksTable {
  id: Generated<number>;
  title: string;
  url: string;
  column_number: number;
  sort_order: Generated<number>;
}

export interface FooterSocialLinksTable {
  id: Generated<number>;
  platform: string;
  url: string;
  icon: string;
  sort_order: Generated<number>;
}

export interface FooterColumnHeadersTable {
  id: Generated<number>;
  column_number: number;
  title: string;
  sort_order: Generated<number>;
}

export interface AboutInfoTable {
  id: number;
  title: string;
  subtitle: string | null;
  description: string;
  mission: string | null;
  vision: string | null;
  values_image: string | null;
  updated_at: Generated<string>;
}

export interface AboutValuesTable {
  id: Generated<number>;
  name: string;
  description: string;
  icon_name: string;
  sort_order: Generated<number>;
}

export interface TeamMembersTable {
  id: Generated<number>;
  name: string;
  role: string;
  bio: string;
  image: string | null;
  sort_order: Generated<number>;
}

export interface MilestonesTable {
  id: Generated<number>;
  year: string;
  title: string;
  description: string;
  sort_order: Generated<number>;
}

export interface ContactInfoTable {
  id: number;
  company_name: string;
  address: string;
  phone: string;
  email: string;
  working_hours: string;
  description: string;
  updated_at: Generated<string>;
}

export type ContactStatus = "new" | "read" | "replied" | "closed";
export type Priority = "low" | "normal" | "high" | "urgent";

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  status: Generated<ContactStatus>;
  priority: Generated<Priority>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  replied_at: string | null;
  kind: Generated<ContactKind>;
  /** The budget range a consulting request named. */
  budget: string | null;
}

/** A plain contact message, or a request sent from the consulting page. */
export type ContactKind = "contact" | "consulting";

export interface FaqsTable {
  id: Generated<number>;
  question: string;
  answer: string;
  sort_order: Generated<number>;
  enabled: Generated<Flag>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface BlogCategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: Generated<string>;
  created_at: Generated<string>;
}

export type PostStatus = "draft" | "published";

export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  excerpt: Generated<string>;
  /** Sanitised HTML. */
  content: Generated<string>;
  featured_image: string | null;
  author: Generated<string>;
  status: Generated<PostStatus>;
  category_id: number | null;
  /** Comma-separated. */
  tags: Generated<string>;
  meta_title: string | null;
  meta_description: string | null;
  read_time: Generated<number>;
  featured: Generated<Flag>;
  views: Generated<number>;
  likes: Generated<number>;
  published_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface BlogSlugRedirectsTable {
  old_slug: string;
  post_id: number;
  created_at: Generated<string>;
}

export interface BlogLikesTable {
  post_id: number;
  /** `user:{id}` for signed-in visitors, `visitor:{uuid}` otherwise. */
  visitor_id: string;
  created_at: Generated<string>;
}

export interface SettingsTable {
  id: Generated<number>;
  key: string;
  value: Generated<string>;
  description: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface AiSettingsTable {
  id: number;
  /** AES-256-GCM ciphertext; never the key itself. */
  api_key_encrypted: string | null;
  base_url: string;
  model: string;
  max_tokens: number;
  temperature: number;
  top_p: number;
  frequency_penalty: number;
  presence_penalty: number;
  system_prompt: string;
  enabled: Generated<Flag>;
  updated_at: Generated<string>;
}

export interface AiMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  /** Whose chat this exchange belongs to: `user:{id}` or `visitor:{uuid}`. */
  conversation_key: string | null;
  message: string;
  response: string;
  model: string;
  tokens_used: Generated<number>;
  /** Set when the visitor clears the conversation; the record stays for the statistics. */
  cleared: Generated<Flag>;
  /** The sources the server chose for the answer, JSON `[{title, url}]`. */
  sources: Generated<string>;
  /** `ai`: a model wrote the answer; `site`: the site answered from its own content, without a provider. */
  mode: Generated<"ai" | "site">;
  created_at: Generated<string>;
}

/** What a provider (base URL) and model accept, learnt from their refusals. */
export interface AiModelProfilesTable {
  base_url: string;
  model: string;
  /** JSON of `RequestAdjustments` (app/lib/ai/parameters.ts). */
  adjustments: Generated<string>;
  /** When the provider said the model does not exist (the admins were told then); null while it answers. */
  missing_since: string | null;
  updated_at: Generated<string>;
}

export type AiCommentaryStatus = "pending" | "ready" | "failed";

/** The analysis card's AI commentary, one per coin and market window. */
export interface AiCommentariesTable {
  symbol: string;
  /** ISO time the market window starts. */
  window_start: string;
  status: Generated<AiCommentaryStatus>;
  content: Generated<string>;
  model: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface SeoSettingsTable {
  id: number;
  site_name: Generated<string>;
  site_description: Generated<string>;
  default_title: Generated<string>;
  default_keywords: Generated<string>;
  og_image: Generated<string>;
  favicon: Generated<string>;
  robots_txt: Generated<string>;
  google_verification: Generated<string>;
  bing_verification: Generated<string>;
  yandex_verification: Generated<string>;
  canonical_url_base: Generated<string>;
  sitemap_enabled: Generated<Flag>;
  rss_enabled: Generated<Flag>;
  updated_at: Generated<string>;
}

export interface StructuredDataTable {
  id: number;
  org_type: Generated<string>;
  org_name: Generated<string>;
  org_logo: Generated<string>;
  org_description: Generated<string>;
  org_url: Generated<string>;
  org_phone: Generated<string>;
  org_email: Generated<string>;
  org_address: Generated<string>;
  /** JSON text of a list of URLs. */
  social_profiles: Generated<string>;
  updated_at: Generated<string>;
}

export interface GoogleServicesTable {
  id: number;
  analytics_enabled: Generated<Flag>;
  analytics_id: Generated<string>;
  adsense_enabled: Generated<Flag>;
  adsense_publisher_id: Generated<string>;
  search_console_enabled: Generated<Flag>;
  search_console_verification: Generated<string>;
  tag_manager_enabled: Generated<Flag>;
  tag_manager_id: Generated<string>;
  updated_at: Generated<string>;
}

export interface PageSeoTable {
  id: Generated<number>;
  page_path: string;
  title: Generated<string>;
  description: Generated<string>;
  keywords: Generated<string>;
  og_title: Generated<string>;
  og_description: Generated<string>;
  og_image: Generated<string>;
  twitter_title: Generated<string>;
  twitter_description: Generated<string>;
  twitter_image: Generated<string>;
  canonical_url: Generated<string>;
  noindex: Generated<Flag>;
  nofollow: Generated<Flag>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export type NotificationType = "info" | "warning" | "success" | "error";
export type NotificationCategory = "user" | "system" | "content" | "security";

export interface NotificationsTable {
  id: Generated<number>;
  title: string;
  message: string;
  type: Generated<NotificationType>;
  category: Generated<NotificationCategory>;
  priority: Generated<Priority>;
  is_global: Generated<Flag>;
  related_type: string | null;
  related_id: number | null;
  is_read: Generated<Flag>;
  created_at: Generated<string>;
}

export type ActivityIcon = "UserPlus" | "Mail" | "FileText" | "AlertCircle" | "Activity";

export interface ActivityLogTable {
  id: Generated<number>;
  user_id: number | null;
  /** Kept as written so the entry still says who after the user is deleted. */
  username: string | null;
  /** Dotted machine name of what happened, e.g. `user.create`. */
  action: string;
  icon: Generated<ActivityIcon>;
  title: string;
  description: Generated<string>;
  created_at: Generated<string>;
}

export interface SystemInfoTable {
  id: number;
  current_version: string;
  last_update: string | null;
  update_available: Generated<Flag>;
  latest_version: string | null;
  maintenance_mode: Generated<Flag>;
  auto_update: Generated<Flag>;
  updated_at: Generated<string>;
}

export interface UpdateLogsTable {
  id: Generated<number>;
  version: string;
  update_type: string;
  status: string;
  file_name: string | null;
  file_size: number | null;
  sha256: string | null;
  stored_path: string | null;
  message: string | null;
  started_at: Generated<string>;
  completed_at: string | null;
}

export interface WatchlistsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** 1 for the list the analysis page's star writes to (one per user), else 0. */
  is_default: Generated<number>;
  sort: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface WatchlistItemsTable {
  watchlist_id: number;
  symbol: string;
  added_at: Generated<string>;
  /** 1 + the list's highest when it was added: the order the coins were added (and sent) in. */
  position: Generated<number>;
}

export interface PortfolioTransactionsTable {
  id: Generated<number>;
  user_id: number;
  type: "buy" | "sell" | "transfer_in" | "transfer_out" | "income";
  symbol: string;
  amount: number;
  price: number;
  currency: "USD" | "TRY";
  fee: number;
  /** YYYY-MM-DD */
  date: string;
  note: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ImportPresetsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** A ColumnMapping (app/lib/portfolio/mapping.ts) as JSON. */
  mapping: string;
  created_at: Generated<string>;
}

export type SubscriberStatus = "pending" | "active" | "unsubscribed";

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: Generated<string>;
  /** Only 'active' subscribers are mailed the digest; 'pending' ones await the confirmation link. */
  status: Generated<SubscriberStatus>;
  /** SHA-256 (hex) of the confirmation link's token. */
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  confirm_sent_at: string | null;
  confirmed_at: string | null;
  consent_ip: string | null;
  consent_text_version: string | null;
  consented_at: string | null;
  /** The opaque id in every newsletter mail's unsubscribe link. */
  unsubscribe_token: string | null;
  unsubscribed_at: string | null;
}

export interface NewsletterDigestsTable {
  /** ISO week in Istanbul time, e.g. "2026-W48". */
  week: string;
  recipients: number;
  subject: string;
  /** "schedule" or the admin's username. */
  sent_by: string;
  sent_at: Generated<string>;
}

export interface SignalsTable {
  id: Generated<number>;
  symbol: string;
  direction: "buy" | "sell";
  from_band: string;
  to_band: string;
  score: number;
  open_price: number;
  opened_at: string;
  close_price: number | null;
  closed_at: string | null;
  /** JSON text: the analysis reasons at the moment the signal opened. */
  reasons: Generated<string>;
}

export interface SignalBandsTable {
  symbol: string;
  band: string;
  last_signal_at: string | null;
  updated_at: Generated<string>;
}

export interface SignalFollowsTable {
  user_id: number;
  signal_id: number;
  created_at: Generated<string>;
}

export interface UserNotificationsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  message: string;
  link: string | null;
  is_read: Generated<Flag>;
  created_at: Generated<string>;
}

export interface LaunchesTable {
  id: Generated<number>;
  name: string;
  symbol: string;
  launch_date: string;
  launch_time: string | null;
  network: string;
  kind: "ido" | "airdrop" | "listing" | "mainnet";
  url: string | null;
  notes: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface NewsSourcesTable {
  id: Generated<number>;
  name: string;
  url: string;
  enabled: Generated<Flag>;
  last_fetch_at: string | null;
  last_fetch_ok: Flag | null;
  last_fetch_message: string | null;
  last_success_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface NewsItemsTable {
  id: Generated<number>;
  source_id: number;
  link: string;
  title: string;
  summary: Generated<string>;
  published_at: string | null;
  seen_at: Generated<string>;
  search_text: Generated<string>;
  /** Where the item stands in the list: its date, or one taken from its feed neighbours (null only before a read stored it). */
  sort_at: string | null;
}

/**
 * One searchable page; search_fts (FTS5) indexes its folded text under the same id. PostgreSQL
 * has a search_vector column instead, left out here: only that dialect's raw SQL reads it.
 */
export interface SearchDocumentsTable {
  id: Generated<number>;
  kind: string;
  ref: string;
  url: string;
  title: string;
  keywords: Generated<string>;
  body: Generated<string>;
}

/** A passage's vector from the provider's /embeddings, for hybrid retrieval (decision 017). */
export interface PassageEmbeddingsTable {
  document_id: number;
  /** sha256 of the text that was embedded: a changed document is embedded again. */
  content_hash: string;
  model: string;
  dims: number;
  /** Little-endian float32 (app/lib/ai/retrieval.ts packVector). */
  vector: Uint8Array;
  embedded_at: string;
}

export interface DictionaryTermsTable {
  id: Generated<number>;
  slug: string;
  term: string;
  english: Generated<string>;
  short_definition: string;
  explanation: string;
  example: Generated<string>;
  /** Comma-separated slugs of related terms. */
  related: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export type CourseLevel = "baslangic" | "orta" | "ileri";

export interface CoursesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  level: CourseLevel;
  summary: string;
  sort_order: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface LessonsTable {
  id: Generated<number>;
  course_id: number;
  slug: string;
  title: string;
  summary: Generated<string>;
  /** Sanitised HTML. */
  content: string;
  sort_order: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface SentimentDailyTable {
  /** YYYY-MM-DD, Istanbul date. */
  date: string;
  value: number;
  label: string;
  /** JSON text of the gauge's parts. */
  parts: Generated<string>;
  updated_at: Generated<string>;
}

export interface MarketReportsTable {
  /** YYYY-MM-DD in Turkey's time zone. */
  report_date: string;
  snapshot_at: string;
  /** JSON text of the report (`MarketReport` in app/lib/market/report.ts). */
  payload: string;
  created_at: Generated<string>;
}

export interface SourceSnapshotsTable {
  /** The source (and key): `market:ticker`, `candles:BTCUSDT:1d`, `defi:chains`, `btc:tx:<txid>`. */
  name: string;
  /** The last good answer: when it came, and its validated JSON text. Null until one came. */
  fetched_at: string | null;
  payload: string | null;
  /** What the last attempt served: live | stale | sample. */
  status: Generated<string>;
  /** Why the last attempt failed (`SourceCause`); null when it worked. */
  cause: string | null;
  skipped_rows: Generated<number>;
  checked_at: string | null;
  /** Epoch milliseconds: not asked again before (the source's Retry-After). */
  not_before: number | null;
  /** The cause an admin notification was raised for, cleared by the next good answer. */
  notified_cause: string | null;
}

export interface NftSourceTable {
  /** Always 1: the site has one NFT source. */
  id: number;
  format: Generated<string>;
  /** Empty while no source is set. */
  base_url: Generated<string>;
  /** Sealed with `encryptSecret`; null when the source needs no key. */
  api_key_encrypted: string | null;
  updated_at: Generated<string>;
}

/** A signed-in browser; the cookie holds the token whose SHA-256 is the key. */
export interface SessionsTable {
  token_hash: string;
  user_id: number;
  remember: Generated<Flag>;
  created_at: Generated<string>;
  expires_at: string;
  /** 1 + the user's highest when it opened: which sessions are the newest. */
  seq: Generated<number>;
}

export interface LessonQuestionsTable {
  id: Generated<number>;
  lesson_id: number;
  prompt: string;
  /** JSON array of the answer texts, in the order shown. */
  options: string;
  correct_index: number;
  explanation: Generated<string>;
  sort_order: Generated<number>;
}

export interface LessonProgressTable {
  user_id: number;
  lesson_id: number;
  read_at: string | null;
  best_score: number | null;
  question_count: number | null;
  updated_at: Generated<string>;
}

export interface CoinResearchTable {
  id: Generated<number>;
  symbol: string;
  name: string;
  category: string;
  launch_year: number;
  consensus: string;
  supply_model: string;
  summary: string;
  website: Generated<string>;
  whitepaper: Generated<string>;
  source_code: Generated<string>;
  sort_order: Generated<number>;
  updated_at: Generated<string>;
}

export interface GameRoundsTable {
  id: string;
  user_id: number | null;
  step: Generated<number>;
  score: Generated<number>;
  created_at: Generated<string>;
  finished_at: string | null;
  /** JSON `GameQuestion[]`. */
  questions: Generated<string>;
  /** JSON array of the chosen option index per answered question. */
  answers: Generated<string>;
  /** ISO week in Turkey time ("2026-W48"), set when the round is finished. */
  week: string | null;
}

/** One row (id 1): raised by every content write; cached pages and chrome built before a raise are dropped. */
export interface ContentVersionTable {
  id: number;
  version: Generated<number>;
}

export type MailState = "pending" | "sending" | "sent" | "failed";

export interface MailOutboxTable {
  id: Generated<number>;
  /** What caused the mail: "email-verification", "password-reset", "newsletter-digest", "alert"... */
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON object of extra headers. */
  headers: Generated<string>;
  message_id: string;
  user_id: number | null;
  state: Generated<MailState>;
  tries: Generated<number>;
  last_error: string | null;
  next_attempt_at: Generated<string>;
  claimed_at: string | null;
  sent_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export type AlertCondition = "above" | "below" | "change" | "band";
export type AlertCurrency = "USD" | "TRY";
export type LiraSource = "converted" | "btcturk";

export interface PriceAlertsTable {
  id: Generated<number>;
  user_id: number;
  symbol: string;
  condition: AlertCondition;
  /** The threshold: a price in `currency`, or a percentage for `change`; null for `band`. */
  value: number | null;
  /** The score band a `band` alert waits for. */
  band: string | null;
  currency: Generated<AlertCurrency>;
  /** Which lira price a TRY price alert watches (migration 0036). */
  lira_source: Generated<LiraSource>;
  note: Generated<string>;
  active: Generated<Flag>;
  /** 1 waits to fire; 0 has fired and waits for the price to come back by the margin. */
  armed: Generated<Flag>;
  triggered_at: string | null;
  triggered_price: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A row means the user turned alert mails off. */
export interface AlertMailOptoutsTable {
  user_id: number;
  created_at: Generated<string>;
}

export type BotStrategy = "signals" | "dca" | "score";
export type BotStatus = "running" | "paused";

/** A paper trading bot: virtual USDT simulated on the live market (migration 0028). */
export interface TradingBotsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  strategy: BotStrategy;
  /** JSON array of pairs, fixed when the bot is made. */
  symbols: string;
  budget: number;
  /** JSON: {amount, every} for dca, {buyAbove, sellBelow} for score, {} for signals. */
  params: Generated<string>;
  cash: number;
  /** JSON object pair -> quantity held in the current run. */
  holdings: Generated<string>;
  /** JSON object pair -> quantity a buy-and-hold of the budget holds; set at the run's first step. */
  hold_basis: string | null;
  public: Generated<number>;
  show_owner: Generated<number>;
  status: Generated<BotStatus>;
  run: Generated<number>;
  last_window: number | null;
  last_dca_at: string | null;
  run_started_at: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** One simulated order; a trigger refuses any UPDATE. */
/** A stored paper trade: the engine's trade, where and when it happened. */
export interface BotTradesTable extends Trade {
  id: Generated<number>;
  bot_id: number;
  run: number;
  time: string;
}

export interface BotEquityTable {
  id: Generated<number>;
  bot_id: number;
  run: number;
  window: number;
  time: string;
  value: number;
  hold_value: number;
}

/** The live signal rule replayed over past daily candles, apart from the live signals. */
export interface BacktestSignalsTable {
  id: Generated<number>;
  symbol: string;
  direction: "buy" | "sell";
  from_band: string;
  to_band: string;
  score: number;
  open_price: number;
  opened_at: string;
  close_price: number | null;
  closed_at: string | null;
  run_at: string;
}

/** The measured record of the site's calls: one row, replaced by each daily run (summary as JSON text). */
export interface TrackRecordsTable {
  id: number;
  generated_at: string;
  summary: string;
}

/** The first live call of each coin's UTC day, measured once its 30 days are over. */
export interface TrackLiveCallsTable {
  symbol: string;
  day: string;
  band: string;
  grade: string;
  score: number;
  price: number;
}

export type AccountTokenPurpose = "verify-email" | "change-email" | "reset-password";

export interface AccountTokensTable {
  id: Generated<number>;
  purpose: AccountTokenPurpose;
  user_id: number;
  /** SHA-256 of the mailed token; the token itself is never stored. */
  token_hash: string;
  /** For change-email: the address the account moves to once the link is followed. */
  new_email: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: Generated<string>;
}

/** Shared rate-limit counters (app/server/rate-limit.server.ts): one row per key and fixed window. */
export interface RateLimitsTable {
  key: string;
  window_start: number;
  expires_at: number;
  count: number;
}

/** One database backup (app/server/ops/backup.server.ts). */
export interface BackupsTable {
  id: Generated<number>;
  file_name: string;
  size_bytes: ColumnType<number, number | undefined, number>;
  result: "ok" | "failed";
  detail: string | null;
  origin: "schedule" | "manual" | "admin";
  started_at: string;
  finished_at: string;
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A row that still holds the seeded sample content (about, contact, footer); an admin edit removes it. */
export interface SampleContentTable {
  /** The table the row is in. */
  entity: string;
  row_id: number;
}

/** Which networks an exchange accepts for a coin, with where and when the admin read it. */
export interface SendNetworksTable {
  id: Generated<number>;
  exchange: string;
  coin: string;
  network: string;
  accepted: Flag;
  source_url: string;
  /** YYYY-MM-DD: the day the admin read the exchange's page. */
  checked_on: string;
  created_at: string;
  updated_at: string;
}

/** TÜFE (Turkish CPI) of one month, as the admin read it from its publisher. */
export interface CpiMonthsTable {
  id: Generated<number>;
  /** YYYY-MM. */
  month: string;
  value: number;
  /** Where the admin read it: a link or a named publication. */
  source: string;
  entered_at: string;
  entered_by: number | null;
}

/** A user's request to be told when a transaction reaches `target` confirmations. */
export interface TxWatchesTable {
  id: Generated<number>;
  user_id: number;
  chain: "btc" | "eth";
  txid: string;
  target: number;
  state: ColumnType<"watching" | "done" | "expired", "watching" | "done" | "expired" | undefined, "watching" | "done" | "expired">;
  confirmations: number | null;
  checked_at: string | null;
  done_at: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  home_sections: HomeSectionsTable;
  footer_info: FooterInfoTable;
  footer_links: FooterLinksTable;
  footer_social_links: FooterSocialLinksTable;
  footer_column_headers: FooterColumnHeadersTable;
  about_info: AboutInfoTable;
  about_values: AboutValuesTable;
  team_members: TeamMembersTable;
  milestones: MilestonesTable;
  contact_info: ContactInfoTable;
  contact_messages: ContactMessagesTable;
  faqs: FaqsTable;
  blog_categories: BlogCategoriesTable;
  blog_posts: BlogPostsTable;
  blog_slug_redirects: BlogSlugRedirectsTable;
  blog_likes: BlogLikesTable;
  settings: SettingsTable;
  ai_settings: AiSettingsTable;
  ai_messages: AiMessagesTable;
  ai_model_profiles: AiModelProfilesTable;
  ai_commentaries: AiCommentariesTable;
  seo_settings: SeoSettingsTable;
  structured_data: StructuredDataTable;
  google_services: GoogleServicesTable;
  page_seo: PageSeoTable;
  notifications: NotificationsTable;
  activity_log: ActivityLogTable;
  system_info: SystemInfoTable;
  update_logs: UpdateLogsTable;
  watchlists: WatchlistsTable;
  watchlist_items: WatchlistItemsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_digests: NewsletterDigestsTable;
  mail_outbox: MailOutboxTable;
  trading_bots: TradingBotsTable;
  bot_trades: BotTradesTable;
  bot_equity: BotEquityTable;
  backtest_signals: BacktestSignalsTable;
  track_records: TrackRecordsTable;
  track_live_calls: TrackLiveCallsTable;
  account_tokens: AccountTokensTable;
  rate_limits: RateLimitsTable;
  backups: BackupsTable;
  sample_content: SampleContentTable;
  signals: SignalsTable;
  signal_bands: SignalBandsTable;
  signal_follows: SignalFollowsTable;
  user_notifications: UserNotificationsTable;
  price_alerts: PriceAlertsTable;
  alert_mail_optouts: AlertMailOptoutsTable;
  launches: LaunchesTable;
  news_sources: NewsSourcesTable;
  news_items: NewsItemsTable;
  sentiment_daily: SentimentDailyTable;
  market_reports: MarketReportsTable;
  portfolio_transactions: PortfolioTransactionsTable;
  import_presets: ImportPresetsTable;
  source_snapshots: SourceSnapshotsTable;
  nft_source: NftSourceTable;
  dictionary_terms: DictionaryTermsTable;
  courses: CoursesTable;
  lessons: LessonsTable;
  lesson_questions: LessonQuestionsTable;
  lesson_progress: LessonProgressTable;
  coin_research: CoinResearchTable;
  game_rounds: GameRoundsTable;
  content_version: ContentVersionTable;
  search_documents: SearchDocumentsTable;
  passage_embeddings: PassageEmbeddingsTable;
  send_networks: SendNetworksTable;
  tx_watches: TxWatchesTable;
  cpi_months: CpiMonthsTable;
}

export type UserRow = Selectable<UsersTable>;
export type SendNetworkRow = Selectable<SendNetworksTable>;
export type TxWatchRow = Selectable<TxWatchesTable>;
export type CpiMonthRow = Selectable<CpiMonthsTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type HomeSectionRow = Selectable<HomeSectionsTable>;
export type FooterInfoRow = Selectable<FooterInfoTable>;
export type FooterLinkRow = Selectable<FooterLinksTable>;
export type FooterSocialLinkRow = Selectable<FooterSocialLinksTable>;
export type FooterColumnHeaderRow = Selectable<FooterColumnHeadersTable>;
export type AboutInfoRow = Selectable<AboutInfoTable>;
export type AboutValueRow = Selectable<AboutValuesTable>;
export type TeamMemberRow = Selectable<TeamMembersTable>;
export type MilestoneRow = Selectable<MilestonesTable>;
export type ContactInfoRow = Selectable<ContactInfoTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type FaqRow = Selectable<FaqsTable>;
export type BlogCategoryRow = Selectable<BlogCategoriesTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type SettingRow = Selectable<SettingsTable>;
export type AiSettingsRow = Selectable<AiSettingsTable>;
export type AiMessageRow = Selectable<AiMessagesTable>;
export type AiCommentaryRow = Selectable<AiCommentariesTable>;
export type SeoSettingsRow = Selectable<SeoSettingsTable>;
export type StructuredDataRow = Selectable<StructuredDataTable>;
export type GoogleServicesRow = Selectable<GoogleServicesTable>;
export type PageSeoRow = Selectable<PageSeoTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotificationRow = Insertable<NotificationsTable>;
export type ActivityLogRow = Selectable<ActivityLogTable>;
export type SystemInfoRow = Selectable<SystemInfoTable>;
export type UpdateLogRow = Selectable<UpdateLogsTable>;
export type DictionaryTermRow = Selectable<DictionaryTermsTable>;
export type CourseRow = Selectable<CoursesTable>;
export type LessonRow = Selectable<LessonsTable>;
export type LessonQuestionRow = Selectable<LessonQuestionsTable>;
export type CoinResearchRow = Selectable<CoinResearchTable>;
