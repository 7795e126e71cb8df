import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { deferScripts } from "~/lib/scripts-after-paint";

/**
 * The render's HTML on its way out with the scripts deferred past the first paint (decision 041).
 * A tag cut in two by a chunk boundary is held back until its end arrives, and the decoder keeps
 * a Turkish letter cut in two whole.
 */
export function deferScriptsStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      const lastTagStart = text.lastIndexOf("<");
      const cut = lastTagStart !== -1 && !text.includes(">", lastTagStart) ? lastTagStart : text.length;
      held = text.slice(cut);
      callback(null, deferScripts(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, deferScripts(held + decoder.end()));
    },
  });
}
