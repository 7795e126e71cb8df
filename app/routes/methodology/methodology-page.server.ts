// This route's server imports in one module, under a name no other route imports (see crypto-analysis-page.server.ts).
export { trackRecord } from "~/services/track-record.server";
