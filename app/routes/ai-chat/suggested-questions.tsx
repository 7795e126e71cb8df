import { Form } from "@remix-run/react";

/**
 * Questions offered as buttons: the sample questions of an empty chat, or the follow-ups suggested
 * under the last answer. Without JavaScript each button posts its question with the form; with
 * it, `onAsk` sends it through the stream.
 */
export function SuggestedQuestions({
  id,
  heading,
  questions,
  hydrated,
  disabled,
  onAsk,
}: {
  id: string;
  heading: string;
  questions: readonly string[];
  hydrated: boolean;
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  if (questions.length === 0) return null;
  return (
    <Form method="post" aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-sm font-semibold text-slate-300">
        {heading}
      </h3>
      <input type="hidden" name="intent" value="send" />
      <div className="grid gap-2 sm:grid-cols-2">
        {questions.map((question) => (
          <button
            key={question}
            type={hydrated ? "button" : "submit"}
            name="message"
            value={question}
            disabled={disabled}
            onClick={hydrated ? () => onAsk(question) : undefined}
            className="rounded-lg border border-slate-700 bg-slate-800/60 px-3 py-2 text-left text-sm text-slate-200 transition hover:border-brand-400 hover:bg-slate-800 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {question}
          </button>
        ))}
      </div>
    </Form>
  );
}
