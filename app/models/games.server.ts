import { randomBytes } from "node:crypto";
import { db } from "~/server/db.server";
import { refused, type Refusal } from "./refusal.server";
import { drawRound, ROUND_SIZE, scoreRound, turkeyIsoWeek, type GameQuestion, type Random } from "~/lib/games/round";

/** Visitors' rounds (and rounds left unfinished) are kept this long, then pruned. */
const ROUND_TTL_MS = 24 * 60 * 60 * 1000;

export interface GameRound {
  id: string;
  userId: number | null;
  step: number;
  score: number;
  questions: GameQuestion[];
  answers: number[];
  finishedAt: string | null;
  week: string | null;
}

/** What a round is drawn from: every dictionary term and every lesson question. */
export async function gameSources() {
  const [terms, rows] = await Promise.all([
    db().selectFrom("dictionary_terms").select(["slug", "term", "short_definition"]).execute(),
    db()
      .selectFrom("lesson_questions")
      .innerJoin("lessons", "lessons.id", "lesson_questions.lesson_id")
      .innerJoin("courses", "courses.id", "lessons.course_id")
      .select([
        "lesson_questions.prompt",
        "lesson_questions.options",
        "lesson_questions.correct_index",
        "lesson_questions.explanation",
        "lessons.slug as lessonSlug",
        "lessons.title as lessonTitle",
        "courses.slug as courseSlug",
      ])
      .execute(),
  ]);
  const lessons = rows.flatMap((row) => {
    const options = JSON.parse(row.options) as unknown;
    if (!Array.isArray(options) || row.correct_index >= options.length) return [];
    return [
      {
        prompt: row.prompt,
        options: options.map(String),
        correctIndex: row.correct_index,
        explanation: row.explanation,
        courseSlug: row.courseSlug,
        lessonSlug: row.lessonSlug,
        lessonTitle: row.lessonTitle,
      },
    ];
  });
  return { terms, lessons };
}

async function pruneRounds(now: Date) {
  const cutoff = new Date(now.getTime() - ROUND_TTL_MS).toISOString();
  await db()
    .deleteFrom("game_rounds")
    .where("created_at", "<", cutoff)
    .where((eb) => eb.or([eb("user_id", "is", null), eb("finished_at", "is", null)]))
    .execute();
}

const NOT_ENOUGH = "Şu an bir tur için yeterli soru yok. Lütfen daha sonra yeniden deneyin.";

/** Draws and stores a new round for the player (null: a visitor); refused when there are too few questions. */
export async function startRound(userId: number | null, random?: Random): Promise<{ ok: true; id: string } | Refusal> {
  await pruneRounds(new Date());
  const { terms, lessons } = await gameSources();
  const questions = drawRound(terms, lessons, random);
  if (!questions) return refused(NOT_ENOUGH);
  const id = randomBytes(18).toString("base64url");
  await db()
    .insertInto("game_rounds")
    .values({ id, user_id: userId, questions: JSON.stringify(questions) })
    .execute();
  return { ok: true, id };
}

export async function getRound(id: string): Promise<GameRound | undefined> {
  const row = await db().selectFrom("game_rounds").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    step: row.step,
    score: row.score,
    questions: JSON.parse(row.questions) as GameQuestion[],
    answers: JSON.parse(row.answers) as number[],
    finishedAt: row.finished_at,
    week: row.week,
  };
}

/**
 * Records the answer to step `step` of a round, only while that step is the
 * round's open one: a second post of the same step (a replay) changes nothing and
 * answers false. The last answer finishes the round and files it under its week.
 */
export async function recordAnswer(round: GameRound, step: number, chosen: number, now = new Date()): Promise<boolean> {
  if (round.finishedAt || step !== round.step || step >= round.questions.length) return false;
  const answers = [...round.answers, chosen];
  const finished = answers.length >= Math.min(ROUND_SIZE, round.questions.length);
  const updated = await db()
    .updateTable("game_rounds")
    .set({
      step: step + 1,
      answers: JSON.stringify(answers),
      score: scoreRound(round.questions, answers),
      finished_at: finished ? now.toISOString() : null,
      week: finished ? turkeyIsoWeek(now) : null,
    })
    .where("id", "=", round.id)
    .where("step", "=", step)
    .where("finished_at", "is", null)
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}

export interface LeaderboardRow {
  username: string;
  best: number;
  rounds: number;
  correct: number;
}

/**
 * The week's signed-in players: best round first, then the most right answers
 * over the week, then who finished a round that week first.
 */
export async function weeklyLeaderboard(week: string, limit = 10): Promise<LeaderboardRow[]> {
  const rows = await db()
    .selectFrom("game_rounds")
    .innerJoin("users", "users.id", "game_rounds.user_id")
    .select(["users.username"])
    .select((eb) => [
      eb.fn.max<number>("game_rounds.score").as("best"),
      eb.fn.countAll<number>().as("rounds"),
      eb.fn.sum<number>("game_rounds.score").as("correct"),
      eb.fn.min<string>("game_rounds.finished_at").as("first"),
    ])
    .where("game_rounds.week", "=", week)
    .where("game_rounds.finished_at", "is not", null)
    .groupBy("users.id")
    .orderBy("best", "desc")
    .orderBy("correct", "desc")
    .orderBy("first", "asc")
    .limit(limit)
    .execute();
  return rows.map(({ username, best, rounds, correct }) => ({
    username,
    best: Number(best),
    rounds: Number(rounds),
    correct: Number(correct),
  }));
}
