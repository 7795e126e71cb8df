import { z } from "~/lib/zod";

/** The `{ enabled }` body of the maintenance and auto-update endpoints. */
export const toggleBody = z.object(
  { enabled: z.boolean({ error: "enabled true ya da false olmalıdır." }) },
  { error: "enabled true ya da false olmalıdır." },
);
