import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ErrorNote } from "~/components/ui/error-note";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PageHero } from "~/components/layout/page-hero";
import { getUser } from "~/server/auth.server";
import { consumeRoundAllowance } from "~/server/game-limits.server";
import { checkAnswer, ROUND_SIZE, turkeyIsoWeek } from "~/lib/games/round";
import { clientKey, readForm } from "~/server/http.server";
import { dispatchIntent } from "~/server/intents.server";
import { pageMeta } from "~/lib/seo/meta";
import { retryAfterHeaders } from "~/lib/retry-after";
import { recordAnswer, startRound, weeklyLeaderboard } from "~/models/games.server";
import { Leaderboard } from "./leaderboard";
import { openRound, roundUrl, roundView, STEP_ANSWERED } from "./play.server";
import { QuestionCard } from "./question-card";
import { RoundResult } from "./round-result";

const PAGE = "/crypto-games";

// A 429 says how long to wait in its header too.
export const headers = retryAfterHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Kripto Bilgi Yarışması",
    description: "Sözlük terimleri ve ders sorularından 10 soruluk turlar: her sorudan sonra doğru cevap ve açıklaması, haftalık sıralama.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const week = turkeyIsoWeek(new Date());
  const base = { signedIn: Boolean(user), week, leaderboard: await weeklyLeaderboard(week) };
  const token = new URL(request.url).searchParams.get("tur");
  if (token === null) return { ...base, view: { kind: "intro" as const }, error: null };
  const opened = await openRound(token, user?.id ?? null);
  if (!opened.ok) return data({ ...base, view: { kind: "intro" as const }, error: opened.message }, { status: 400 });
  return { ...base, view: roundView(opened.round, opened.state.step), error: null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const userId = (await getUser(request))?.id ?? null;
  return dispatchIntent(
    { formData: await readForm(request) },
    { start: () => start(clientKey(request, context), userId), answer: ({ formData }) => answer(formData, userId) },
  );
}

async function start(ip: string, userId: number | null) {
  const allowance = await consumeRoundAllowance(ip);
  if (!allowance.allowed)
    return data({ error: allowance.message }, { status: 429, headers: { "Retry-After": String(allowance.retryAfter) } });
  const round = await startRound(userId);
  if (!round.ok) return data({ error: round.message }, { status: 503 });
  return redirect(roundUrl(round.id, 0));
}

async function answer(form: FormData, userId: number | null) {
  const opened = await openRound(form.get("state"), userId);
  if (!opened.ok) return data({ error: opened.message }, { status: 400 });
  const { round, state } = opened;
  if (round.finishedAt || state.step !== round.step) return data({ error: STEP_ANSWERED }, { status: 409 });
  const check = checkAnswer(round.questions[state.step], form.get("answer"));
  if (!check.ok) return data({ error: check.message }, { status: 400 });
  if (!(await recordAnswer(round, state.step, check.chosen))) return data({ error: STEP_ANSWERED }, { status: 409 });
  return redirect(roundUrl(round.id, state.step + 1));
}

function StartForm({ label }: { label: string }) {
  const navigation = useNavigation();
  return (
    <Form method="post" action={PAGE}>
      <button type="submit" name="intent" value="start" className="btn btn-primary" disabled={navigation.state === "submitting"}>
        {label}
      </button>
    </Form>
  );
}

export default function CryptoGamesPage() {
  const { signedIn, week, leaderboard, view, error: loadError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = (actionData && "error" in actionData ? actionData.error : null) ?? loadError;
  return (
    <main className="flex-1">
      <PageHero
        trail={[{ to: "/education", label: "Eğitim" }]}
        title="Kripto Bilgi Yarışması"
        lead={`Sözlükteki terimlerden ve ders testlerinden derlenen ${ROUND_SIZE} soruluk turlar. Her cevaptan sonra doğrusunu ve açıklamasını görürsünüz.`}
      >
        <p className="mt-4 text-sm text-slate-400">
          {signedIn ? (
            "Bitirdiğiniz turların skorları haftalık sıralamaya kaydedilir."
          ) : (
            <>
              Giriş yapmadan da oynayabilirsiniz; skorunuzun haftalık sıralamaya girmesi için{" "}
              <Link to={`/login?redirectTo=${PAGE}`} className="text-brand-300 underline hover:text-brand-200">
                giriş yapın
              </Link>
              .
            </>
          )}
        </p>
      </PageHero>
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <ErrorNote message={error} />
          {view.kind === "intro" ? (
            <section className="card space-y-4" aria-labelledby="game-intro-title">
              <h2 id="game-intro-title" className="text-xl font-semibold text-white">
                Nasıl oynanır?
              </h2>
              <p className="text-slate-300">
                Her turda {ROUND_SIZE} soru var: yarısı sözlükteki terimlerin anlamını, yarısı derslerde öğrendiklerinizi sorar. Bir
                seçeneği işaretleyip gönderin; cevaplar sunucuda denetlenir, turun sonunda skorunuzu ve bütün doğru cevapları görürsünüz.
              </p>
              <StartForm label="Oyuna başla" />
            </section>
          ) : null}
          {view.kind === "answered" ? (
            <section className="card space-y-4">
              {error ? null : (
                <p role="status" className="text-slate-200">
                  {view.message}
                </p>
              )}
              <Link to={view.continueHref} className="btn btn-primary">
                Kaldığınız sorudan devam edin
              </Link>
            </section>
          ) : null}
          {view.kind === "question" ? <QuestionCard view={view} /> : null}
          {view.kind === "result" ? (
            <RoundResult view={view} signedIn={signedIn}>
              <StartForm label="Yeni tur başlat" />
            </RoundResult>
          ) : null}
        </div>
        <Leaderboard week={week} rows={leaderboard} />
      </div>
    </main>
  );
}
