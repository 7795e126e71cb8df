import type { ReactNode } from "react";

/** A select's choices: each value once, shown by its label (the value is what the form sends). */
export function Options<Value extends string>({ values, label }: { values: readonly Value[]; label: (value: Value) => ReactNode }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
