import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { formatPlain } from "~/lib/format";

/**
 * "Alarm kur": a plain link to /alerts with the coin and its current price filled in, so it
 * works without JavaScript; a visitor is sent to sign in first and comes back to the form.
 */
export function AlertLink({
  symbol,
  price,
  className = "btn btn-secondary",
}: {
  symbol: string;
  price: number | null;
  className?: string;
}) {
  const search = new URLSearchParams({ symbol });
  if (price !== null && price > 0) search.set("value", formatPlain(price));
  return (
    <Link to={`/alerts?${search}#alert-form`} className={className} aria-label={`${symbol.replace(/USDT$/, "")} için alarm kur`}>
      <Icon name="BellIcon" className="h-4 w-4" />
      Alarm kur
    </Link>
  );
}
