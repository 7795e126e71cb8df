import { Icon } from "~/components/icon";
import { Link } from "@remix-run/react";
import type { TitleSuggestions } from "~/services/ai-blog.server";

/**
 * The title ideas beside the form, saying where they come from. With JavaScript
 * a title fills the form in place and 'Karıştır' asks again; without, a title is
 * a link that reloads the page with it picked and 'Karıştır' a GET with the next seed.
 */
export function SuggestionsPanel({
  suggestions,
  source,
  hydrated,
  topic,
  seed,
  formId,
  onShuffle,
  onChoose,
  pickHref,
}: TitleSuggestions & {
  hydrated: boolean;
  topic: string;
  seed: number;
  formId: string;
  onShuffle: () => void;
  onChoose: (title: string) => void;
  pickHref: (title: string) => string;
}) {
  return (
    <section aria-labelledby="suggestions-heading" className="card space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="suggestions-heading" className="flex items-center gap-2 text-lg font-semibold text-white">
          <Icon name="LightBulbIcon" className="h-5 w-5 text-amber-300" /> Başlık Önerileri
        </h2>
        {hydrated ? (
          <button type="button" className="btn btn-secondary px-3 py-1.5" onClick={onShuffle}>
            <Icon name="ArrowsRightLeftIcon" className="h-4 w-4" />
            Karıştır
          </button>
        ) : (
          <button
            type="submit"
            form={formId}
            formMethod="get"
            formNoValidate
            name="seed"
            value={seed + 1}
            className="btn btn-secondary px-3 py-1.5"
          >
            <Icon name="ArrowsRightLeftIcon" className="h-4 w-4" />
            Karıştır
          </button>
        )}
      </div>
      <p className="text-xs text-slate-400" data-testid="suggestion-source">
        {source === "ai"
          ? "Yapay zekâ sağlayıcısının önerileri"
          : "Hazır öneriler (yapay zekâ sağlayıcısından öneri alınamadı veya ayarlı değil)"}
      </p>
      {suggestions.length === 0 ? (
        <p className="text-sm text-slate-400">Öneri bulunamadı.</p>
      ) : (
        <ul className="space-y-2">
          {suggestions.map((title) => (
            <li key={title}>
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => onChoose(title)}
                  aria-pressed={topic === title}
                  className="w-full rounded-lg border border-slate-700 bg-slate-800/60 px-3 py-2 text-left text-sm text-slate-200 hover:border-brand-400 aria-pressed:border-brand-400"
                >
                  {title}
                </button>
              ) : (
                <Link
                  to={pickHref(title)}
                  className="block rounded-lg border border-slate-700 bg-slate-800/60 px-3 py-2 text-sm text-slate-200 hover:border-brand-400"
                >
                  {title}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
