// Decision 041: the page paints before its scripts are fetched.
//
// Remix's <Scripts /> writes a `modulepreload` link for every chunk of the page and an async
// module script that imports them. The browser fetches all of them while it parses the HTML,
// ahead of the first paint, and on a slow phone line they compete with the page itself for the
// first second (Lighthouse counted them into the first and largest paint: 2.2 to 2.9 s instead
// of 0.9 s). The site works without JavaScript, so nothing on screen waits for them.
//
// The server therefore sends those tags inert (the markers below) and a small loader turns them
// back into what they were once the first frame is on screen. Hydration is not disturbed: React
// does not compare attributes when it hydrates a production build, and the loader only adds
// elements at the end of <head> and <body>, which React leaves alone.

/** What a `<link rel="modulepreload"` is sent as until the first paint. */
const INERT_PRELOAD = '<link data-after-paint="modulepreload"';
/** What the module script's `type="module"` is sent as until the first paint. */
const INERT_MODULE_TYPE = 'type="text/x-after-paint"';

const PRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /(<script\b[^>]*?) type="module"/g;

/**
 * The HTML with Remix's preload links and module script made inert. React escapes quotes in
 * text and attribute values, so only real tags can match.
 */
export function deferScripts(html: string): string {
  return html.replace(PRELOAD, INERT_PRELOAD).replace(MODULE_SCRIPT, `$1 ${INERT_MODULE_TYPE}`);
}

/**
 * The loader, run inline after <Scripts />: once the browser reports the first contentful paint
 * (a paint entry is delivered after the frame is on screen; the frame's own callbacks run before
 * it is), the preloads and the module script are added again as the live elements they were. A
 * browser without paint entries waits two frames instead; a tab nobody sees, where no paint
 * comes, loads at once; and nothing waits more than two seconds. It keeps the script's nonce (a
 * fresh page) and its text, whose hash a cached page's policy lists.
 */
export const SCRIPTS_AFTER_PAINT_LOADER = `(() => {
  let done = false;
  const load = () => {
    if (done) return;
    done = true;
    const preloads = [...document.querySelectorAll('link[data-after-paint="modulepreload"]')];
    const scripts = [...document.querySelectorAll('script[type="text/x-after-paint"]')];
    // One preload a task, each task queued behind whatever else waits (a message, not a timer,
    // which the browser would slow to 4 ms a step): starting a fetch cost the main thread up to
    // 17 ms under Lighthouse, and thirty in one task had blocked a slow phone for 60 ms.
    const channel = new MessageChannel();
    const next = () => {
      const inert = preloads.shift();
      if (inert) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.setAttribute("href", inert.getAttribute("href"));
        document.head.appendChild(link);
        return channel.port2.postMessage(null);
      }
      for (const inert of scripts) {
        const script = document.createElement("script");
        script.type = "module";
        script.nonce = inert.nonce;
        script.textContent = inert.textContent;
        document.body.appendChild(script);
      }
    };
    channel.port1.onmessage = next;
    next();
  };
  if (document.visibilityState === "hidden") return load();
  setTimeout(load, 2000);
  if ((PerformanceObserver.supportedEntryTypes || []).includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(load, 0);
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(load, 0)));
  }
})();`;
