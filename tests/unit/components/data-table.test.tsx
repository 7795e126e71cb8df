import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, figures, LedgerTable } from "~/components/ui/data-table";

const body = (
  <tbody>
    <tr>
      <td>1</td>
    </tr>
  </tbody>
);

describe("DataTable", () => {
  it("puts the table in a named, focusable box that scrolls sideways, with a caption for screen readers", () => {
    const html = renderToStaticMarkup(
      <DataTable label="Coin tablosu" columns={["Coin"]}>
        {body}
      </DataTable>,
    );
    expect(html).toBe(
      '<div class="overflow-x-auto" tabindex="0" role="region" aria-label="Coin tablosu">' +
        '<table class="w-full text-left text-sm"><caption class="sr-only">Coin tablosu</caption>' +
        '<thead class="border-b border-white/10 text-xs uppercase text-slate-400"><tr><th scope="col" class="px-3 py-2">Coin</th></tr></thead>' +
        "<tbody><tr><td>1</td></tr></tbody></table></div>",
    );
  });

  it("shows the caption when given its look, and says which column sorts the rows", () => {
    const html = renderToStaticMarkup(
      <DataTable
        label="Girdiler"
        captionClassName="mb-2 text-left font-semibold text-white"
        columns={[{ label: "Adres", sort: "descending" }, ...figures("Tutar"), { label: "İşlem", hidden: true }]}
        cell="py-2 pr-4 last:pr-0"
      >
        {body}
      </DataTable>,
    );
    expect(html).toContain('<caption class="mb-2 text-left font-semibold text-white">Girdiler</caption>');
    expect(html).toContain('<th scope="col" class="py-2 pr-4 last:pr-0" aria-sort="descending">Adres</th>');
    expect(html).toContain('<th scope="col" class="py-2 pr-4 last:pr-0 text-right">Tutar</th>');
    expect(html).toContain('<th scope="col" class="py-2 pr-4 last:pr-0"><span class="sr-only">İşlem</span></th>');
  });

  it("gives a ledger its lighter figures, its rule-less head and the minimum width it scrolls below", () => {
    const html = renderToStaticMarkup(
      <LedgerTable label="İşlemler" columns={["Tarih"]} minWidth="min-w-[720px]">
        {body}
      </LedgerTable>,
    );
    expect(html).toContain('<table class="w-full text-left text-sm min-w-[720px] text-slate-200">');
    expect(html).toContain('<thead class="text-xs uppercase text-slate-400"><tr><th scope="col" class="py-2 pr-3">Tarih</th>');
  });
});
