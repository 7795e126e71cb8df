/**
 * How every model refuses a write (decision 008): `ok: false` with the Turkish message a person
 * reads. `field` names the form field it concerns, if one; `status` a status of its own (429 for
 * a mail allowance). A write by id that names no row of the person's answers `NotFound`, so a
 * route can tell a 404 from a 400 (`refusalStatus`); a create's type leaves it out, never
 * claiming it may miss its row.
 */
export type Refusal<Field extends string = string> = { ok: false; message: string; field?: Field; status?: number };

/** The refusal of a write by id whose row is not there (or not the person's). */
export type NotFound = { ok: false; notFound: true; message: string };

export function refused<Field extends string = string>(message: string, field?: Field, status?: number): Refusal<Field> {
  const refusal: Refusal<Field> = field === undefined ? { ok: false, message } : { ok: false, message, field };
  return status === undefined ? refusal : { ...refusal, status };
}

export function notFound(message: string): NotFound {
  return { ok: false, notFound: true, message };
}
