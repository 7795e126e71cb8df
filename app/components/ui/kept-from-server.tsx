import { createElement, useEffect, useReducer, useRef, useState, type ReactNode } from "react";

// Decision 043. Charts, and long lists of links, are drawn on the server and have no behaviour
// of their own, yet hydrating them meant computing them again and matching every node: on
// /trend-analysis the charts' 418 SVG elements, on /crypto-dictionary 174 terms. Such a part of
// the page the server sent is kept as the server drew it: React hydrates an empty element with
// `dangerouslySetInnerHTML` and leaves what is inside alone (links in it are `AppLink`s, which
// the document's one click listener navigates in the app). The page re-renders after hydration
// for reasons of its own (route discovery, navigation state), so a kept part is drawn again only
// when what it is drawn from changes (new data, a client-side navigation) or when it mounts after
// hydration.

/** Set by root.tsx's layout once React has taken over the page the server sent. */
function pageHydrated() {
  return document.documentElement.dataset.hydrated === "true";
}

/** What a part is drawn from, compared between renders; functions (formatters) by their source text. */
function signatureOf(props: object): string {
  return JSON.stringify(props, (_key, value: unknown) => (typeof value === "function" ? String(value) : value));
}

const KEEP_SERVER_DRAWING = { __html: "" };

/**
 * The element a static part is drawn into: `draw(props)` runs on the server and whenever the
 * browser draws the part itself. An empty drawing (no data) leaves the element hidden. `draw` may
 * not call hooks (it is skipped while kept): a part that needs them draws a component.
 */
export function KeptFromServer<P extends object>({
  as = "div",
  className,
  testId,
  props,
  draw,
}: {
  as?: "div" | "figure" | "span" | "ul" | "tbody";
  className?: string;
  testId?: string;
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
    if (!drawn.current && box.current?.firstChild === null && !box.current.hidden) {
      drawn.current = true;
      redraw();
    }
  }, []);

  if (!drawn.current) {
    return createElement(as, {
      key: "kept",
      ref: box,
      className,
      "data-testid": testId,
      dangerouslySetInnerHTML: KEEP_SERVER_DRAWING,
      suppressHydrationWarning: true,
    });
  }
  const drawing = draw(props);
  return createElement(as, { key: "drawn", ref: box, className, "data-testid": testId, hidden: drawing === null || undefined }, drawing);
}
