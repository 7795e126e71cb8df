import { termsAToD } from "./dictionary-a-d";
import { termsEToK } from "./dictionary-e-k";
import { termsLToR } from "./dictionary-l-r";
import { termsSToZ } from "./dictionary-s-z";

/** The dictionary as first published, written for this site. */
export const seedTerms = [...termsAToD, ...termsEToK, ...termsLToR, ...termsSToZ];
