import { answer as answerResponse } from "../admin-core/helpers";

export { context, formRequest, signIn } from "../admin-core/helpers";

/** Runs a loader or action like Remix does, also turning a thrown `data(...)` into its response. */
export async function answer(run: () => Promise<unknown>): Promise<Response> {
  return answerResponse(async () => {
    try {
      return await run();
    } catch (thrown) {
      if (thrown && typeof thrown === "object" && "init" in thrown && "data" in thrown) return thrown;
      throw thrown;
    }
  });
}
