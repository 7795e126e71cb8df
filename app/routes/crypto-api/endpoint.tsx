import { DataTable } from "~/components/ui/data-table";

/** One documented call: what it returns, its headers, its fields and curl examples. */
export function Endpoint({
  id,
  method,
  path,
  summary,
  headers,
  fields,
  curl,
  example,
}: {
  id: string;
  method: "GET";
  path: string;
  summary: string;
  headers: [name: string, value: string][];
  fields: [name: string, type: string, meaning: string][];
  curl: string[];
  example?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="card space-y-4 text-slate-300" data-testid={`endpoint-${id}`}>
      <h2 id={`${id}-heading`} className="flex flex-wrap items-center gap-3 text-xl font-semibold text-white">
        <span className="rounded bg-emerald-500/15 px-2 py-0.5 font-mono text-sm text-emerald-300">{method}</span>
        <code>{path}</code>
      </h2>
      <p>{summary}</p>
      <ReferenceTable label={`${path} yanıt başlıkları`} caption="Yanıt başlıkları" columns={["Başlık", "Değer"]} rows={headers} />
      <ReferenceTable label={`${path} alanları`} caption="Alanlar ve parametreler" columns={["Ad", "Tür", "Anlamı"]} rows={fields} />
      <div>
        <h3 className="font-semibold text-white">curl örneği</h3>
        {curl.map((command) => (
          <CodeBox key={command} label="curl örneği" className="overflow-x-auto text-sm">
            {command}
          </CodeBox>
        ))}
      </div>
      {example ? (
        <div>
          <h3 className="font-semibold text-white">Örnek yanıt (şu anki veriden, ilk coin)</h3>
          <CodeBox label="Örnek yanıt" className="max-h-96 overflow-auto text-xs">
            {example}
          </CodeBox>
        </div>
      ) : null}
    </section>
  );
}

/** A block of code that scrolls on its own (keyboard-reachable and named, like every table's box). */
function CodeBox({ label, className, children }: { label: string; className: string; children: string }) {
  return (
    <pre className={`mt-2 rounded-lg bg-slate-900 p-3 text-slate-100 ${className}`} tabIndex={0} role="region" aria-label={label}>
      <code>{children}</code>
    </pre>
  );
}

/** A reference list keyed by its first column (a header's or a field's name, in monospace). */
function ReferenceTable({ label, caption, columns, rows }: { label: string; caption: string; columns: string[]; rows: string[][] }) {
  return (
    <DataTable
      label={label}
      caption={caption}
      captionClassName="text-left font-semibold text-white"
      columns={columns}
      cell="py-1 pr-4 last:pr-0"
      headClassName="text-xs text-slate-400 uppercase"
    >
      <tbody>
        {rows.map(([name, ...rest]) => (
          <tr key={name} className="border-t border-white/5">
            <th scope="row" className="py-1 pr-4 font-mono font-normal text-slate-200">
              {name}
            </th>
            {rest.map((text, index) => (
              <td key={index} className="py-1 pr-4 last:pr-0">
                {text}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
