import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AnswerFeedback, type AnsweredQuestion } from "./question-card";

/** A finished round: the score, whether it was kept, and every question with its right answer explained. */
export function RoundResult({
  view,
  signedIn,
  children,
}: {
  view: { score: number; total: number; saved: boolean; review: AnsweredQuestion[] };
  signedIn: boolean;
  children: ReactNode;
}) {
  return (
    <section className="card space-y-5" aria-labelledby="game-result-title">
      <h2 id="game-result-title" className="text-xl font-semibold text-white">
        Tur bitti
      </h2>
      <p role="status" className="rounded-lg border border-brand-500/40 bg-brand-900/30 px-4 py-3 text-lg text-white">
        Skorunuz: {view.total} sorudan {view.score} doğru.
        {view.saved ? " Skorunuz haftalık sıralamaya kaydedildi." : ""}
      </p>
      {view.saved || signedIn ? null : (
        <p className="text-sm text-slate-400">
          Ziyaretçi turlarının skoru kaydedilmez.{" "}
          <Link to="/login?redirectTo=/crypto-games" className="text-brand-300 underline hover:text-brand-200">
            Giriş yapıp
          </Link>{" "}
          sıralamaya girin.
        </p>
      )}
      {children}
      <h3 className="text-lg font-semibold text-white">Cevaplar</h3>
      <ol className="space-y-3">
        {view.review.map((answer) => (
          <li key={answer.number}>
            <AnswerFeedback answer={answer} heading={`${answer.number}. soru`} />
          </li>
        ))}
      </ol>
    </section>
  );
}
