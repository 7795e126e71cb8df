import { Form, useNavigation } from "@remix-run/react";
import { answerField, type QuizResult } from "~/lib/education/quiz";
import { Section } from "~/components/ui/section";
import { SolidIcon } from "~/components/icon-file";

export interface PublicQuestion {
  id: number;
  prompt: string;
  options: string[];
}

/**
 * The lesson's quiz: one radio group per question, posted as a plain form. After a
 * post the server's result marks each answer right or wrong with its explanation.
 */
export function LessonQuiz({
  questions,
  result,
  error,
  chosen,
  saved,
  signedIn,
}: {
  questions: PublicQuestion[];
  result?: QuizResult;
  error?: string;
  chosen?: { field: string; value: string }[];
  saved?: boolean;
  signedIn: boolean;
}) {
  const navigation = useNavigation();
  const byQuestion = new Map(result?.answers.map((answer) => [answer.questionId, answer]));
  return (
    <Section id="quiz-title" title="Kısa test" className="card">
      <p className="mt-1 text-sm text-slate-400">
        {signedIn ? "En iyi puanınız ilerlemenize kaydedilir." : "Giriş yapmadan da çözebilirsiniz; puanınız kaydedilmez."}
      </p>
      {result ? (
        <p role="status" className="mt-4 rounded-lg border border-brand-500/40 bg-brand-900/30 px-4 py-3 text-white">
          Sonuç: {result.total} sorudan {result.score} doğru.{saved ? " İlerlemenize kaydedildi." : ""}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-500/40 bg-red-950/60 px-4 py-3 text-sm text-red-200">
          {error}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-6" key={result ? "answered" : "open"}>
        {questions.map((question, number) => {
          const answer = byQuestion.get(question.id);
          const picked = answer ? String(answer.chosen) : chosen?.find((item) => item.field === answerField(question.id))?.value;
          return (
            <fieldset key={question.id} className="space-y-2">
              <legend className="font-medium text-white">
                {number + 1}. {question.prompt}
              </legend>
              {question.options.map((option, index) => {
                const id = `${answerField(question.id)}-${index}`;
                const isRight = answer && index === answer.correctIndex;
                const isWrongPick = answer && !answer.correct && index === answer.chosen;
                return (
                  <div
                    key={id}
                    className={`flex items-center gap-2 rounded-md px-2 py-1 ${isRight ? "bg-emerald-500/10" : isWrongPick ? "bg-red-500/10" : ""}`}
                  >
                    <input
                      type="radio"
                      id={id}
                      name={answerField(question.id)}
                      value={index}
                      defaultChecked={picked === String(index)}
                      className="h-4 w-4 accent-brand-500"
                    />
                    <label htmlFor={id} className="text-slate-200">
                      {option}
                    </label>
                    {isRight ? (
                      <span className="inline-flex items-center gap-1 text-sm text-emerald-300">
                        <SolidIcon name="CheckCircleIcon" className="h-4 w-4" /> Doğru cevap
                      </span>
                    ) : null}
                    {isWrongPick ? (
                      <span className="inline-flex items-center gap-1 text-sm text-red-300">
                        <SolidIcon name="XCircleIcon" className="h-4 w-4" /> Sizin cevabınız
                      </span>
                    ) : null}
                  </div>
                );
              })}
              {answer ? <p className="text-sm text-slate-300">{answer.explanation}</p> : null}
            </fieldset>
          );
        })}
        <button type="submit" name="intent" value="quiz" className="btn btn-primary" disabled={navigation.state === "submitting"}>
          {result ? "Yeniden gönder" : "Cevapları kontrol et"}
        </button>
      </Form>
    </Section>
  );
}
