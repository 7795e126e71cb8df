import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import type { Tool } from "~/lib/tools/catalogue";
import { OutlineIcon } from "~/components/icon-file";

/** One catalogue tool as a card on the services page. */
export function ToolCard({ tool, headingLevel = "h2" }: { tool: Tool; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <article className="card flex h-full flex-col">
      <span className={`flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br text-white ${tool.color}`}>
        <Icon name={tool.icon} />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-white">{tool.title}</Heading>
      <p className="mt-2 flex-1 text-sm text-slate-400">{tool.description}</p>
      {tool.member ? <p className="mt-2 text-xs font-medium text-amber-200">Üye girişiyle kullanılır.</p> : null}
      <div className="mt-5">
        <Link to={tool.path} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-300 hover:text-brand-200">
          İncele<span className="sr-only">: {tool.title}</span>
          <OutlineIcon name="ArrowRightIcon" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
