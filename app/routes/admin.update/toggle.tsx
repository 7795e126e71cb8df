import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/** An on/off setting as a one-button form: it posts the opposite of the current state. */
export function Toggle({ intent, on, label, description }: { intent: string; on: boolean; label: string; description?: ReactNode }) {
  return (
    <Form method="post" className="flex items-center justify-between gap-4 rounded-xl border border-white/10 p-4">
      <input type="hidden" name="enabled" value={on ? "false" : "true"} />
      <span>
        <span className="block font-medium text-white">{label}</span>
        <span className="text-sm text-slate-400" data-testid={`${intent}-state`}>
          {on ? "Açık" : "Kapalı"}
        </span>
        {description ? <span className="mt-1 block text-xs text-slate-400">{description}</span> : null}
      </span>
      <button
        type="submit"
        name="intent"
        value={intent}
        role="switch"
        aria-checked={on}
        className={on ? "btn btn-danger" : "btn btn-secondary"}
      >
        {on ? "Kapat" : "Aç"}
        <span className="sr-only"> ({label})</span>
      </button>
    </Form>
  );
}
