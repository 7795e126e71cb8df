import type { Migration } from "kysely";
import * as initial from "./2026-11-22_0001_initial";
import * as candles from "./2026-11-23_0002_candles";
import * as marketReports from "./2026-11-23_0003_market_reports";
import * as portfolio from "./2026-11-23_0004_portfolio";
import * as chainCache from "./2026-11-23_0005_chain_cache";
import * as sessions from "./2026-11-23_0006_sessions";
import * as learning from "./2026-11-23_0007_learning";
import * as signals from "./2026-11-23_0009_signals";
import * as launches from "./2026-11-23_0010_launches";
import * as contentVersion from "./2026-11-23_0011_content_version";
import * as news from "./2026-11-23_0012_news";
import * as defiNft from "./2026-11-23_0013_defi_nft";
import * as games from "./2026-11-23_0014_games";
import * as research from "./2026-11-23_0015_research";
import * as updateLogStored from "./2026-11-23_0016_update_log_stored";
import * as chromeVersionTriggers from "./2026-11-23_0017_chrome_version_triggers";
import * as searchIndex from "./2026-11-25_0018_search_index";
import * as aiMessageSources from "./2026-11-25_0019_ai_message_sources";
import * as aiProvider from "./2026-11-25_0020_ai_provider";
import * as mailOutbox from "./2026-11-25_0021_mail_outbox";
import * as accountTokens from "./2026-11-25_0023_account_tokens";
import * as newsletter from "./2026-11-25_0024_newsletter";
import * as priceAlerts from "./2026-11-25_0026_price_alerts";
import * as watchlists from "./2026-11-25_0027_watchlists";
import * as tradingBots from "./2026-11-25_0028_trading_bots";
import * as operations from "./2026-11-25_0029_operations";
import * as sourceSnapshots from "./2026-11-25_0030_source_snapshots";
import * as nftPublic from "./2026-11-25_0031_nft_public";
import * as honestContent from "./2026-11-25_0032_honest_content";
import * as newsOrder from "./2026-11-25_0033_news_order";
import * as usdTryHistory from "./2026-11-25_0034_usd_try_history";
import * as sourcesThroughCore from "./2026-11-27_0035_sources_through_core";
import * as alertLiraSource from "./2026-11-28_0036_alert_lira_source";
import * as alertMailRecipient from "./2026-11-28_0036_alert_mail_recipient";
import * as readTimeFromWords from "./2026-11-28_0036_read_time_from_words";
import * as secLimitsRollingCaps from "./2026-11-28_0036_sec_limits_rolling_caps";
import * as trackRecord from "./2026-11-28_0036_track_record";
import * as toolsSendNetworks from "./2026-11-28_tools_send_networks";
import * as toolsTxWatches from "./2026-11-28_tools_tx_watches";
import * as embedPassageVectors from "./2026-11-28_embed_passage_vectors";
import * as importerIncomeType from "./2026-11-28_importer_income_type";
import * as importerPresets from "./2026-11-28_importer_presets";
import * as tufeMonths from "./2026-11-28_tufe_months";
import * as turkishSearchTsvector from "./2026-11-28_turkish_search_tsvector";
import * as watchlistSessionOrder from "./2026-11-28_watchlist_session_order";
import * as postgresBaseline from "./postgres-baseline";

// Migrations are imported, not read from disk at run time, so they are bundled
// with the server build and type-checked. Add each new file here, in order.
export const migrations: Record<string, Migration> = {
  "2026-11-22_0001_initial": initial,
  "2026-11-23_0002_candles": candles,
  "2026-11-23_0003_market_reports": marketReports,
  "2026-11-23_0004_portfolio": portfolio,
  "2026-11-23_0005_chain_cache": chainCache,
  "2026-11-23_0006_sessions": sessions,
  "2026-11-23_0007_learning": learning,
  "2026-11-23_0009_signals": signals,
  "2026-11-23_0010_launches": launches,
  "2026-11-23_0011_content_version": contentVersion,
  "2026-11-23_0012_news": news,
  "2026-11-23_0013_defi_nft": defiNft,
  "2026-11-23_0014_games": games,
  "2026-11-23_0015_research": research,
  "2026-11-23_0016_update_log_stored": updateLogStored,
  "2026-11-23_0017_chrome_version_triggers": chromeVersionTriggers,
  "2026-11-25_0018_search_index": searchIndex,
  "2026-11-25_0019_ai_message_sources": aiMessageSources,
  "2026-11-25_0020_ai_provider": aiProvider,
  "2026-11-25_0021_mail_outbox": mailOutbox,
  "2026-11-25_0023_account_tokens": accountTokens,
  "2026-11-25_0024_newsletter": newsletter,
  "2026-11-25_0026_price_alerts": priceAlerts,
  "2026-11-25_0027_watchlists": watchlists,
  "2026-11-25_0028_trading_bots": tradingBots,
  "2026-11-25_0029_operations": operations,
  "2026-11-25_0030_source_snapshots": sourceSnapshots,
  "2026-11-25_0031_nft_public": nftPublic,
  "2026-11-25_0032_honest_content": honestContent,
  "2026-11-25_0033_news_order": newsOrder,
  "2026-11-25_0034_usd_try_history": usdTryHistory,
  "2026-11-27_0035_sources_through_core": sourcesThroughCore,
  "2026-11-28_0036_alert_lira_source": alertLiraSource,
  "2026-11-28_0036_alert_mail_recipient": alertMailRecipient,
  "2026-11-28_0036_read_time_from_words": readTimeFromWords,
  "2026-11-28_0036_sec_limits_rolling_caps": secLimitsRollingCaps,
  "2026-11-28_0036_track_record": trackRecord,
  "2026-11-28_tools_send_networks": toolsSendNetworks,
  "2026-11-28_tools_tx_watches": toolsTxWatches,
  "2026-11-28_embed_passage_vectors": embedPassageVectors,
  "2026-11-28_importer_income_type": importerIncomeType,
  "2026-11-28_importer_presets": importerPresets,
  "2026-11-28_tufe_months": tufeMonths,
  "2026-11-28_turkish_search_tsvector": turkishSearchTsvector,
  "2026-11-28_watchlist_session_order": watchlistSessionOrder,
};

/**
 * PostgreSQL's set: the baseline, which stands for every migration it lists as covered, then
 * each migration written after it, in name order as on SQLite. The baseline's name sorts before
 * all of them. A new migration goes in `migrations` above and so runs on both databases.
 */
export const postgresMigrations: Record<string, Migration> = {
  "2026-11-22_0000_postgres_baseline": postgresBaseline,
  ...Object.fromEntries(Object.entries(migrations).filter(([name]) => !postgresBaseline.COVERED.includes(name))),
};
