import { useEffect, useState } from "react";
import { formatStatValue, parseStatValue } from "~/lib/home/stat-value";

const DURATION_MS = 2000;
const STEPS = 60;

/**
 * A figure that counts up from zero over two seconds in 60 steps. The server
 * renders the final value, so without JavaScript (or with reduced motion) the
 * visitor simply reads it.
 */
export function StatCounter({ value }: { value: string }) {
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const parsed = parseStatValue(value);
    if (!parsed || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) {
      setShown(value);
      return;
    }
    let step = 0;
    setShown(formatStatValue(parsed, 0));
    const timer = window.setInterval(() => {
      step += 1;
      if (step >= STEPS) {
        window.clearInterval(timer);
        setShown(value);
        return;
      }
      setShown(formatStatValue(parsed, (parsed.number * step) / STEPS));
    }, DURATION_MS / STEPS);
    return () => window.clearInterval(timer);
  }, [value]);

  return (
    <span>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{value}</span>
    </span>
  );
}
