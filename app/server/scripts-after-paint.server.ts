import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

// Decision 051 (first 041): the one technique kept from the machinery around Remix, because
// Lighthouse needs it. Remix's <Scripts /> writes a `modulepreload` link for every chunk of the
// page (17 to 60 files) and a module script that imports them. The browser fetches them while it
// parses the HTML, and Lighthouse's mobile simulation counts every request that started before
// the first paint into that paint (without this module 2.8-3.8 s on four pages, with it 1.1-2.6 s:
// decision 051). The site works without JavaScript, so nothing on screen waits for them.
//
// So the HTML goes out with those tags inert, and a small inline loader, added before `</body>`,
// makes them live again once the first frame is on screen. Hydration is not disturbed: React does
// not compare attributes when it hydrates a production build, and it leaves extra elements at the
// end of <body> alone. React escapes `<` and quotes in text and attributes, so only real tags match.

const PRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /(<script\b[^>]*?) type="module"/g;

/**
 * The loader: on the first-contentful-paint entry (delivered once the frame is on screen), or
 * after two frames where paint entries are missing, at once in a hidden tab, and within two seconds
 * in any case, it adds the preloads again one a task (starting a fetch cost Lighthouse's simulated
 * phone up to 17 ms each; a message, not a timer, queues the next), then the module script with its
 * nonce and text (a cached page's policy lists that text's hash).
 */
const LOADER = `(()=>{let done=false;const load=()=>{if(done)return;done=true;
const preloads=[...document.querySelectorAll('link[data-after-paint="modulepreload"]')];
const scripts=[...document.querySelectorAll('script[type="text/x-after-paint"]')];
const channel=new MessageChannel();
const next=()=>{const inert=preloads.shift();
if(inert){const link=document.createElement("link");link.rel = "modulepreload";link.setAttribute("href",inert.getAttribute("href"));document.head.appendChild(link);return channel.port2.postMessage(null);}
for(const inert of scripts){const script=document.createElement("script");script.type = "module";script.nonce=inert.nonce;script.textContent=inert.textContent;document.body.appendChild(script);}};
channel.port1.onmessage=next;next();};
if(document.visibilityState==="hidden")return load();
setTimeout(load,2000);
if((PerformanceObserver.supportedEntryTypes||[]).includes("paint")){new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length===0)return;observer.disconnect();setTimeout(load,0);}).observe({type:"paint",buffered:true});}
else{requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(load,0)));}})();`;

/** The HTML with Remix's preloads and module script made inert, and the loader before `</body>`. */
export function deferScripts(html: string, nonce: string): string {
  return html
    .replace(PRELOAD, '<link data-after-paint="modulepreload"')
    .replace(MODULE_SCRIPT, '$1 type="text/x-after-paint"')
    .replace("</body>", `<script${nonce ? ` nonce="${nonce}"` : ""}>${LOADER}</script></body>`);
}

/**
 * The render's HTML on its way out through `deferScripts`. A tag cut in two by a chunk boundary
 * is held back until its end arrives, and the decoder keeps a Turkish letter cut in two whole.
 */
export function deferScriptsStream(nonce: string): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      const lastTagStart = text.lastIndexOf("<");
      const cut = lastTagStart !== -1 && !text.includes(">", lastTagStart) ? lastTagStart : text.length;
      held = text.slice(cut);
      callback(null, deferScripts(text.slice(0, cut), nonce));
    },
    flush(callback) {
      callback(null, deferScripts(held + decoder.end(), nonce));
    },
  });
}
