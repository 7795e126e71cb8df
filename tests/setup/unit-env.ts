// Cheap hashing and a fixed secret for unit tests; each test still opens its own database.
process.env.NODE_ENV = "test";
process.env.SCRYPT_LOG_N = "10";
process.env.SESSION_SECRET = "unit-test-secret-0123456789abcdef";
