/**
 * A choice in a list's GET filter form: "Tümü" first, then one option per entry
 * of `labels`, in their order. The current value comes from the URL.
 */
export function FilterSelect({
  id,
  name,
  label,
  labels,
  value,
}: {
  id: string;
  name: string;
  label: string;
  labels: Record<string, string>;
  value: string | null | undefined;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className="input">
        <option value="">Tümü</option>
        {Object.entries(labels).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
