import { Link } from "@remix-run/react";
import { formatInteger } from "~/lib/chain/amounts";
import { explorerHref } from "~/lib/chain/query";
import { Section as PageSection } from "~/components/ui/section";

export function ExplorerLink({ chain, q, children }: { chain: "btc" | "eth"; q: string | number; children: React.ReactNode }) {
  return (
    <Link to={explorerHref(chain, q)} className="break-all font-mono text-sm text-brand-300 underline hover:text-brand-200">
      {children}
    </Link>
  );
}

export const confirmationsText = (n: number | null) => (n === null ? "Bilinmiyor" : n === 0 ? "Onay bekliyor" : formatInteger(n));

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <PageSection id="result-heading" title={title} className="card space-y-6" heading="2xl">
      {children}
    </PageSection>
  );
}
