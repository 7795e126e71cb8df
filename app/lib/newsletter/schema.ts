import { z } from "~/lib/zod";
import { emailField } from "../users/fields";

// Apart from consent.ts, whose words the footer shows on every page: the footer must not
// bring zod to every page with them.
/** The sign-up form, posted from every page's footer and from /newsletter. */
export const newsletterSchema = z.object({
  email: emailField,
  /** The honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
  /** The page the visitor came from, where the thanks are shown. */
  redirectTo: z.string().optional(),
});
