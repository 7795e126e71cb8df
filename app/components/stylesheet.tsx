import { createContext, useContext } from "react";

const StylesheetContext = createContext<string | null>(null);

/** The server render's stylesheet text (app/server/stylesheet.server.ts). */
export const StylesheetProvider = StylesheetContext.Provider;

const ELEMENT_ID = "site-css";

let fromDocument: string | undefined;

/**
 * The site's stylesheet, inline in the head. The browser never has the text in its
 * bundle: it takes it from the server's element once, so hydration and every later
 * render give React the same string and the element is never rewritten. `href` is
 * the built file, linked instead when the server could not read it.
 */
export function SiteStylesheet({ href }: { href: string }) {
  const serverCss = useContext(StylesheetContext);
  const css =
    serverCss ?? (fromDocument ??= typeof document === "undefined" ? "" : (document.getElementById(ELEMENT_ID)?.textContent ?? ""));
  if (!css) return <link rel="stylesheet" href={href} />;
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
