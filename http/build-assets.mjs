// The build's script and style files (public/build), answered from memory. Their
// names carry a hash of their content, so a file never changes under its name: it
// is read and compressed (Brotli and gzip) once, on its first request, instead of
// being compressed again for every visitor. Anything else under /build (a range
// request, another kind of file, a name that is not there) goes to `fallback`.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { matchesEtag, pickEncoding } from "./conditional.mjs";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES = new Map([
  [".js", "text/javascript; charset=utf-8"],
  [".css", "text/css; charset=utf-8"],
]);

/** Hashed names are immutable: a year, and never revalidated. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Reads one file and its compressed copies, or resolves to undefined when it is not there. */
async function loadAsset(file, type) {
  let identity;
  try {
    identity = await fs.readFile(file);
  } catch (error) {
    if (error.code === "ENOENT" || error.code === "EISDIR" || error.code === "ENOTDIR") return undefined;
    throw error;
  }
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip(identity, { level: 9 }),
  ]);
  const etag = `"${crypto.createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  return { type, etag, bodies: { identity, br, gzip: gz } };
}

/**
 * An Express handler for the build folder `dir`, mounted at /build. Only files that
 * exist are remembered, so asking for made-up names cannot fill the memory.
 */
export function buildAssets(dir, fallback) {
  const root = path.resolve(dir);
  /** Request path → the asset being loaded or loaded. */
  const assets = new Map();

  function send(req, res, asset) {
    res.setHeader("Cache-Control", CACHE_CONTROL);
    res.setHeader("Content-Type", asset.type);
    res.setHeader("ETag", asset.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (matchesEtag(req.headers["if-none-match"], asset.etag)) {
      res.statusCode = 304;
      return res.end();
    }
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const body = asset.bodies[encoding];
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return (req, res, next) => {
    const type = TYPES.get(path.extname(req.path));
    const file = path.join(root, req.path);
    const plain = (req.method === "GET" || req.method === "HEAD") && !req.headers.range && !req.path.includes("%");
    if (!type || !plain || !file.startsWith(root + path.sep)) return fallback(req, res, next);
    let asset = assets.get(req.path);
    if (asset === undefined) {
      asset = loadAsset(file, type);
      assets.set(req.path, asset);
      asset.then(
        (loaded) => loaded === undefined && assets.delete(req.path),
        () => assets.delete(req.path),
      );
    }
    asset.then((loaded) => (loaded === undefined ? fallback(req, res, next) : send(req, res, loaded)), next);
  };
}
