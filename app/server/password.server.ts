import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { env } from "./env.server";

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, logN: number, keyLength: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      keyLength,
      // scrypt needs 128 * N * r bytes; leave headroom above Node's 32 MiB default.
      { N, r: BLOCK_SIZE, p: PARALLELISM, maxmem: 256 * N * BLOCK_SIZE },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$logN$r$p$salt$hash`, so the cost can rise later without breaking stored hashes. */
export async function hashPassword(password: string, logN = env().SCRYPT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, KEY_LENGTH);
  return ["scrypt", logN, BLOCK_SIZE, PARALLELISM, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash || Number(r) !== BLOCK_SIZE || Number(p) !== PARALLELISM) {
    return false;
  }
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), Number(logN), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spent on unknown usernames so a failed login takes as long either way. */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string) {
  decoyHash ??= hashPassword("decoy-password-never-matches");
  await verifyPassword(password, await decoyHash);
  return false;
}
