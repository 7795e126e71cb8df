import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

const commands: { label: string; title: string; run: () => void }[] = [
  { label: "B", title: "Kalın", run: () => document.execCommand("bold") },
  { label: "I", title: "İtalik", run: () => document.execCommand("italic") },
  { label: "H2", title: "Başlık", run: () => document.execCommand("formatBlock", false, "h2") },
  { label: "H3", title: "Alt başlık", run: () => document.execCommand("formatBlock", false, "h3") },
  { label: "• Liste", title: "Madde listesi", run: () => document.execCommand("insertUnorderedList") },
  { label: "1. Liste", title: "Numaralı liste", run: () => document.execCommand("insertOrderedList") },
  {
    label: "Bağlantı",
    title: "Bağlantı ekle",
    run: () => {
      const url = window.prompt("Bağlantı adresi (https://...)");
      if (url && /^(https?:\/\/|\/|mailto:)/.test(url)) document.execCommand("createLink", false, url);
    },
  },
];

/**
 * The post body. Without JavaScript it is a plain textarea of HTML; with it, a
 * small visual editor whose HTML is written back into that same field, so the
 * form posts the same `content` either way. The server sanitises what arrives.
 */
export function RichTextEditor({ name, defaultValue, id }: { name: string; defaultValue: string; id: string }) {
  const hydrated = useHydrated();
  const [html, setHtml] = useState(defaultValue);
  const [source, setSource] = useState(false);
  const editable = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (hydrated && editable.current && !source) editable.current.innerHTML = html;
    // Only when switching views: re-setting on every keystroke would move the caret.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, source]);

  if (!hydrated || source) {
    return (
      <div className="space-y-2">
        {hydrated ? (
          <button type="button" className="btn btn-secondary" onClick={() => setSource(false)}>
            Görsel düzenleyiciye dön
          </button>
        ) : null}
        <textarea
          key={hydrated ? "controlled" : "plain"}
          id={id}
          name={name}
          rows={16}
          className="input font-mono text-xs"
          value={hydrated ? html : undefined}
          defaultValue={hydrated ? undefined : defaultValue}
          onChange={(event) => setHtml(event.target.value)}
        />
      </div>
    );
  }

  return (
    <div className="rounded-lg border border-slate-700">
      <div role="toolbar" aria-label="Biçimlendirme" className="flex flex-wrap gap-1 border-b border-slate-700 p-2">
        {commands.map((command) => (
          <button
            key={command.label}
            type="button"
            title={command.title}
            className="rounded px-2 py-1 text-xs text-slate-200 hover:bg-white/10"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              command.run();
              setHtml(editable.current?.innerHTML ?? "");
            }}
          >
            {command.label}
          </button>
        ))}
        <button
          type="button"
          className="ml-auto rounded px-2 py-1 text-xs text-slate-300 hover:bg-white/10"
          onClick={() => setSource(true)}
        >
          HTML
        </button>
      </div>
      <div
        id={id}
        ref={editable}
        role="textbox"
        aria-multiline="true"
        aria-label="İçerik"
        contentEditable
        suppressContentEditableWarning
        className="prose-content min-h-64 p-4 focus:outline-none"
        onInput={(event) => setHtml(event.currentTarget.innerHTML)}
      />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
