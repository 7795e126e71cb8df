import { createElement, useEffect, useReducer, useRef, useState, type ReactNode } from "react";

// Charts are drawn on the server and have no behaviour of their own, yet hydrating one meant
// computing its scales again and matching hundreds of SVG nodes: on /trend-analysis that was
// most of the page's script time after the first paint (issue 32). A chart on the page the
// server sent is therefore kept as the server drew it: React hydrates an empty element with
// `dangerouslySetInnerHTML` and leaves the drawing inside it alone. The page re-renders after
// hydration for reasons of its own (route discovery, navigation state), so a kept chart is drawn
// again only when what it is drawn from changes (new data, a client-side navigation) or when it
// mounts after hydration.

/** Set by root.tsx's layout once React has taken over the page the server sent. */
function pageHydrated() {
  return document.documentElement.dataset.hydrated === "true";
}

/** What a chart is drawn from, compared between renders; formatters by their source text. */
function signatureOf(props: object): string {
  return JSON.stringify(props, (_key, value: unknown) => (typeof value === "function" ? String(value) : value));
}

const KEEP_SERVER_DRAWING = { __html: "" };

/**
 * The element a chart is drawn into: `draw(props)` runs on the server and whenever the browser
 * draws the chart itself. An empty drawing (no data) leaves the element hidden.
 */
export function ServerDrawn<P extends object>({
  as = "div",
  className,
  props,
  draw,
}: {
  as?: "div" | "figure" | "span";
  className?: string;
  props: P;
  draw: (props: P) => ReactNode;
}) {
  const signature = signatureOf(props);
  const [kept] = useState(() => (typeof document !== "undefined" && !pageHydrated() ? signature : null));
  // Once drawn in the browser, always drawn there: the kept element no longer holds the drawing.
  const drawn = useRef(kept === null);
  if (!drawn.current && signature !== kept) drawn.current = true;
  const box = useRef<HTMLElement>(null);
  const [, redraw] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    // After a hydration error React renders the whole page afresh: no drawing was kept then.
    if (!drawn.current && box.current?.childElementCount === 0 && !box.current.hidden) {
      drawn.current = true;
      redraw();
    }
  }, []);

  if (!drawn.current) {
    return createElement(as, {
      key: "kept",
      ref: box,
      className,
      dangerouslySetInnerHTML: KEEP_SERVER_DRAWING,
      suppressHydrationWarning: true,
    });
  }
  const drawing = draw(props);
  return createElement(as, { key: "drawn", ref: box, className, hidden: drawing === null || undefined }, drawing);
}
