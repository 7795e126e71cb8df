import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { positiveId } from "./params";

/** A failed form of a multi-form page: the reply goes back to the form with this intent. */
export function invalid(intent: string, result: SubmissionResult<string[]>) {
  return data({ intent, result }, { status: 400 });
}

/** A posted positive id, or a 400. */
export function formId(formData: FormData): number {
  const id = positiveId(formData.get("id"));
  if (id === undefined) throw data({ error: "Geçersiz kayıt numarası." }, { status: 400 });
  return id;
}

/** An optional posted id (empty when creating). */
export function optionalFormId(formData: FormData): number | undefined {
  const raw = formData.get("id");
  if (raw === null || raw === "") return undefined;
  return formId(formData);
}

export function unknownIntent(): never {
  throw data({ error: "Bilinmeyen işlem." }, { status: 400 });
}

export function notFound(message = "Kayıt bulunamadı."): never {
  throw data({ error: message }, { status: 404 });
}
