import type { SetupFacts } from "~/lib/admin/setup-checklist";

/** A site with nothing left on the setup checklist, checked at `CHECKED_AT`: tests change one fact at a time. */
export const ALL_DONE: SetupFacts = {
  sample: [],
  demoPasswordActive: false,
  demoUsersActive: [],
  aiConfigured: true,
  mailConfigured: true,
  silentSources: [],
  lastBackupAt: "2026-11-25T00:00:00.000Z",
  backupIntervalHours: 24,
  analyticsServices: [],
  consentTextGap: null,
};

export const CHECKED_AT = new Date("2026-11-25T12:00:00.000Z");
