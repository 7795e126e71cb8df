import { Form, useNavigation } from "@remix-run/react";
import { OutlineIcon, SolidIcon } from "~/components/icon-file";

/** Toggles a coin in the visitor's favourites and comes back to the same list view. */
export function FavouriteButton({
  symbol,
  name,
  isFavourite,
  returnSearch,
  withText = false,
}: {
  symbol: string;
  name: string;
  isFavourite: boolean;
  returnSearch: string;
  withText?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("symbol") === symbol;
  const label = isFavourite ? `${name} favorilerden çıkar` : `${name} favorilere ekle`;
  return (
    <Form method="post" action="/crypto-analysis" preventScrollReset>
      <input type="hidden" name="symbol" value={symbol} />
      <input type="hidden" name="favourite" value={isFavourite ? "0" : "1"} />
      <input type="hidden" name="redirectTo" value={returnSearch || "?"} />
      <button
        type="submit"
        name="intent"
        value="favourite"
        disabled={busy}
        aria-label={withText ? undefined : label}
        aria-pressed={isFavourite}
        title={label}
        className={
          withText
            ? "btn btn-secondary"
            : "rounded p-1 text-slate-400 hover:text-amber-300 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-400"
        }
      >
        {isFavourite ? (
          <SolidIcon name="StarIcon" className="h-5 w-5 text-amber-300" />
        ) : (
          <OutlineIcon name="StarIcon" className="h-5 w-5" />
        )}
        {withText ? (isFavourite ? "Favorilerden Çıkar" : "Favorilere Ekle") : null}
      </button>
    </Form>
  );
}
