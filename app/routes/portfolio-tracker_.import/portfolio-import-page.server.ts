// Every server import of this route in one module: the browser build replaces each `.server`
// module with an empty one, named by its import path, and those that several routes share became
// script files of their own, one request each on first load (issue 32). A module under a name
// no other route imports is folded into the route's own chunk: keep the name unique.
export { requireUser } from "~/server/auth.server";
export { clientKey, readForm } from "~/server/http.server";
export { confirmImport, previewFile, type ImportReply } from "./actions.server";
export { previewMapping, removePreset, uploadForMapping } from "./mapping-actions.server";
export { listPresets } from "~/models/import-presets.server";
