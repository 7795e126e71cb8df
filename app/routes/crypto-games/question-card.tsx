import { Form, Link, useNavigation } from "@remix-run/react";
import { SolidIcon } from "~/components/icon-file";

export interface AnsweredQuestion {
  number: number;
  prompt: string;
  options: string[];
  correctIndex: number;
  chosen: number;
  correct: boolean;
  explanation: string;
  link: { href: string; label: string };
}

/** One answered question: the verdict, the right answer and why. */
export function AnswerFeedback({ answer, heading }: { answer: AnsweredQuestion; heading: string }) {
  return (
    <div
      className={`rounded-lg border px-4 py-3 ${answer.correct ? "border-emerald-500/40 bg-emerald-950/40" : "border-red-500/40 bg-red-950/40"}`}
    >
      <p className="flex items-center gap-2 font-medium text-white">
        <SolidIcon
          name={answer.correct ? "CheckCircleIcon" : "XCircleIcon"}
          className={`h-5 w-5 ${answer.correct ? "text-emerald-300" : "text-red-300"}`}
        />
        {heading}: {answer.correct ? "Doğru" : "Yanlış"}
      </p>
      <p className="mt-1 text-sm text-slate-300">{answer.prompt}</p>
      {answer.correct ? null : (
        <p className="mt-1 text-sm text-slate-300">
          Sizin cevabınız: <span className="text-red-200">{answer.options[answer.chosen]}</span>
        </p>
      )}
      <p className="mt-1 text-sm text-slate-200">
        Doğru cevap: <span className="font-medium text-emerald-200">{answer.options[answer.correctIndex]}</span>
      </p>
      {answer.explanation ? <p className="mt-1 text-sm text-slate-400">{answer.explanation}</p> : null}
      <Link to={answer.link.href} className="mt-1 inline-block text-sm text-brand-300 underline hover:text-brand-200">
        {answer.link.label}
      </Link>
    </div>
  );
}

/** The round's open question, posted as a plain form with the signed round state. */
export function QuestionCard({
  view,
}: {
  view: {
    state: string;
    number: number;
    total: number;
    score: number;
    prompt: string;
    options: string[];
    previous: AnsweredQuestion | null;
  };
}) {
  const navigation = useNavigation();
  return (
    <section className="card space-y-5" aria-labelledby="game-question-title">
      {view.previous ? (
        <div role="status">
          <AnswerFeedback answer={view.previous} heading={`${view.previous.number}. soru`} />
        </div>
      ) : null}
      <p className="text-sm text-slate-400">
        Soru {view.number} / {view.total} · Doğru: {view.score}
      </p>
      <Form method="post" action={`/crypto-games?tur=${encodeURIComponent(view.state)}`} className="space-y-4" key={view.state}>
        <input type="hidden" name="state" value={view.state} />
        <fieldset className="space-y-2">
          <legend id="game-question-title" className="text-lg font-semibold text-white">
            {view.prompt}
          </legend>
          {view.options.map((option, index) => (
            <div key={index} className="flex items-start gap-2 rounded-md px-2 py-1 hover:bg-white/5">
              <input type="radio" id={`answer-${index}`} name="answer" value={index} className="mt-1 h-4 w-4 accent-brand-500" />
              <label htmlFor={`answer-${index}`} className="text-slate-200">
                {option}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" name="intent" value="answer" className="btn btn-primary" disabled={navigation.state === "submitting"}>
          {view.number === view.total ? "Cevapla ve turu bitir" : "Cevapla"}
        </button>
      </Form>
    </section>
  );
}
