/**
 * Every limit on the size of what a client sends, in one place (issue 47). The Node server
 * (server.mjs, through the build's entry module) refuses a body over `bodyLimitFor` its path
 * before the app reads it, counting chunked bodies as they stream in; the app's own readers
 * (`readJson`, the update archive, the CSV import) hold the same figures or smaller ones.
 */

const MIB = 1024 * 1024;

/** Any request body: forms and JSON (docs/api.md promises 1 MiB). */
export const BODY_MAX_BYTES = MIB;

/** The largest update archive accepted (admin update screen and `/api/system-update`). */
export const UPDATE_ARCHIVE_MAX_BYTES = 100 * MIB;

/** The paths that take an update archive; their bodies may hold the archive and its multipart framing. */
const UPLOAD_PATHS = ["/api/system-update", "/admin/update"];
const UPLOAD_BODY_MAX_BYTES = UPDATE_ARCHIVE_MAX_BYTES + MIB;

/**
 * The largest exchange export read by the portfolio import: a thousand trades (the import's row cap)
 * are about 100 kB in either layout, so half a megabyte leaves room and refuses anything else early.
 */
export const IMPORT_FILE_MAX_BYTES = 512 * 1024;

/** The Turkish answer (413) to a body over its limit. */
export const BODY_TOO_LARGE = "İstek gövdesi çok büyük.";

/** The body limit of a request to `pathname`. */
export function bodyLimitFor(pathname: string): number {
  return UPLOAD_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`)) ? UPLOAD_BODY_MAX_BYTES : BODY_MAX_BYTES;
}
