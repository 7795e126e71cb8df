// Cheap hashing and a fixed secret for unit tests; each test still opens its own database.
process.env.NODE_ENV = "test";
process.env.SCRYPT_LOG_N = "10";
process.env.SESSION_SECRET = "unit-test-secret-0123456789abcdef";
// No internet in tests: the lira, TCMB and keyless CoinGecko sources are off unless a test points them at a fake.
process.env.BTCTURK_API_URL = "";
process.env.COINGECKO_API_URL = "";
process.env.TCMB_RATES_URL = "";
