import { useFetcher } from "@remix-run/react";
import { useHydrated } from "~/lib/use-hydrated";
import { OutlineIcon, SolidIcon } from "~/components/icon-file";

/**
 * Likes or un-likes the post for this visitor. A plain form post without
 * JavaScript; with it, a fetcher updates the button in place.
 */
export function LikeButton({ slug, liked, likes }: { slug: string; liked: boolean; likes: number }) {
  const fetcher = useFetcher<{ liked: boolean; likes: number }>();
  const hydrated = useHydrated();
  const state = fetcher.data ?? { liked, likes };

  return (
    <fetcher.Form method="post" action={`/blog/${slug}/like`} id="begeni" className="flex items-center gap-3">
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <input type="hidden" name="liked" value={state.liked ? "0" : "1"} />
      <button
        type="submit"
        aria-pressed={state.liked}
        disabled={fetcher.state !== "idle"}
        className={`btn ${state.liked ? "bg-rose-600 text-white hover:bg-rose-500" : "btn-secondary"}`}
      >
        {state.liked ? <SolidIcon name="HeartIcon" className="h-5 w-5" /> : <OutlineIcon name="HeartIcon" className="h-5 w-5" />}
        {state.liked ? "Beğendiniz" : "Beğen"}
      </button>
      <span aria-live="polite" data-testid="like-count" className="text-sm text-slate-300">
        {state.likes} beğeni
      </span>
    </fetcher.Form>
  );
}
