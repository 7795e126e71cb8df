import { beforeEach, describe, expect, it } from "vitest";
import { action as chatAction } from "~/routes/api.ai.chat";
import { db } from "~/server/db.server";
import { PASSAGE_KINDS, cosine } from "~/lib/ai/retrieval";
import { embeddableDocuments, saveEmbeddings, storedVectors } from "~/models/embeddings.server";
import { rebuildSearchIndex } from "~/models/search.server";
import { updateSettingByKey } from "~/models/settings.server";
import { gatherContext } from "~/services/ai-context.server";
import {
  EmbeddingsUnavailable,
  embedPassages,
  embeddingTarget,
  forgetEmbeddingState,
  nearestPassages,
  providerVectorSearch,
  type EmbeddingTarget,
} from "~/services/embeddings.server";
import { DEFAULT_EMBEDDING_MODEL } from "~/lib/settings/site-settings";
import { FAKE_EMBEDDING_DIMS, fakeEmbedding } from "../../fakes/openai-server";
import { configureProvider, useFakeMarket, useFakeOpenAi } from "./helpers";
import { useTestDatabase } from "../../setup/test-db";
import { requestWith } from "../../setup/requests";

describe("vectors", () => {
  it("the fake's vectors: normalised, 256 dimensions, alike as far as five-letter stems are shared", () => {
    const vector = fakeEmbedding("Kuantum bilgisayarları");
    expect(vector).toHaveLength(FAKE_EMBEDDING_DIMS);
    expect(cosine(vector, vector)).toBeCloseTo(1, 6);
    expect(cosine(fakeEmbedding("kuantumsal"), fakeEmbedding("KUANTUM"))).toBeCloseTo(1, 6);
    expect(cosine(fakeEmbedding("kuantumsal"), fakeEmbedding("likidite"))).toBe(0);
  });
});

useTestDatabase();
useFakeMarket();
const provider = useFakeOpenAi();
beforeEach(() => {
  forgetEmbeddingState();
});

const target = (): EmbeddingTarget => ({ baseUrl: provider.fake.baseUrl, apiKey: "sk-test", model: DEFAULT_EMBEDDING_MODEL });
const embeddedTexts = () => provider.fake.embeddingInputs.flat();

describe("stored passage vectors", () => {
  it("keep a vector through the database as it was given", async () => {
    const [document] = await embeddableDocuments(PASSAGE_KINDS);
    const vector = fakeEmbedding(document!.text);
    await saveEmbeddings("test-model", [document!], [{ document: document!, vector }], []);
    const stored = await storedVectors("test-model");
    expect(stored).toHaveLength(1);
    expect(stored[0]!.documentId).toBe(document!.id);
    expect(cosine(stored[0]!.vector, vector)).toBeCloseTo(1, 6);
    const row = await db().selectFrom("passage_embeddings").selectAll().executeTakeFirstOrThrow();
    expect(row.dims).toBe(FAKE_EMBEDDING_DIMS);
    expect(row.vector.byteLength).toBe(FAKE_EMBEDDING_DIMS * 4);
  });

  it("embeds every passage once in batches, then only a document whose text changed", async () => {
    const documents = await embeddableDocuments(PASSAGE_KINDS);
    const first = await embedPassages(target());
    expect(first.embedded).toBe(documents.length);
    expect(embeddedTexts()).toHaveLength(documents.length);
    expect(Math.max(...provider.fake.embeddingInputs.map((batch) => batch.length))).toBeLessThanOrEqual(64);

    provider.fake.reset();
    expect(await embedPassages(target())).toEqual({ embedded: 0, copied: 0, unchanged: documents.length });
    expect(provider.fake.embeddingInputs).toHaveLength(0);

    // One term's definition changes: its document is rewritten by the trigger and embedded again, alone.
    await db().updateTable("dictionary_terms").set({ short_definition: "Yepyeni bir tanım metni." }).where("slug", "=", "defi").execute();
    const second = await embedPassages(target());
    expect(second.embedded).toBe(1);
    expect(embeddedTexts()).toHaveLength(1);
    expect(embeddedTexts()[0]).toContain("Yepyeni bir tanım metni.");
    expect(
      await db()
        .selectFrom("passage_embeddings")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirst(),
    ).toEqual({
      n: documents.length,
    });

    // The whole index rewritten (new ids for most, same texts): vectors are copied, none asked for.
    provider.fake.reset();
    await rebuildSearchIndex();
    const third = await embedPassages(target());
    expect(third.embedded).toBe(0);
    expect(third.copied).toBeGreaterThan(0);
    expect(third.copied + third.unchanged).toBe(documents.length);
    expect(provider.fake.embeddingInputs).toHaveLength(0);
    expect(await storedVectors(DEFAULT_EMBEDDING_MODEL)).toHaveLength(documents.length);
  });
});

/** A term whose words a keyword search for "kuantumsal hesaplayıcılar" does not find, but whose five-letter stems it shares. */
async function plantQuantumTerm() {
  await db()
    .insertInto("dictionary_terms")
    .values({
      slug: "kuantum-bilgisayar",
      term: "Kuantum Bilgisayar",
      short_definition: "Kuantum mekaniğiyle hesap yapan makine.",
      explanation: "Kuantum bitleriyle hesap yapar.",
    })
    .execute();
}
const QUESTION = "kuantumsal hesaplayıcılar neyi değiştirir";
const TERM_URL = "/crypto-dictionary/kuantum-bilgisayar";

function chat(message: string) {
  return chatAction({
    request: requestWith("/api/ai/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ message }),
    }),
    params: {},
    context: { clientIp: "10.0.0.9", cspNonce: "" },
  }) as Promise<Response>;
}

describe("the embeddings model", () => {
  it("is text-embedding-3-small unless the admin setting names another, and needs a connected provider", async () => {
    expect(await embeddingTarget()).toBeNull();
    await configureProvider(provider.fake.baseUrl);
    expect((await embeddingTarget())!.model).toBe("text-embedding-3-small");
    expect(await updateSettingByKey("ai_embedding_model", "nomic-embed-text", { id: 1, username: "admin" })).toEqual({ ok: true });
    expect((await embeddingTarget())!.model).toBe("nomic-embed-text");
    expect(await updateSettingByKey("ai_embedding_model", "kötü model adı", { id: 1, username: "admin" })).toEqual({
      ok: false,
      message: "Gömme modeli adı yalnızca harf, rakam ve . _ - : / içerebilir.",
    });
  });
});

describe("hybrid retrieval in the chat", () => {
  it("cites a passage that only the vector side found", async () => {
    await plantQuantumTerm();
    await configureProvider(provider.fake.baseUrl);
    // Keyword alone does not find it: the question shares no word (nor a prefix of one) with it.
    expect((await gatherContext(QUESTION)).passages.map((passage) => passage.url)).not.toContain(TERM_URL);

    await embedPassages(target());
    provider.fake.reset();
    const response = await chat(QUESTION);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { sources: { url: string }[] };
    expect(body.sources.map((source) => source.url)).toContain(TERM_URL);
    // One embeddings call for the question, and the passage went to the model.
    expect(provider.fake.embeddingInputs).toEqual([[QUESTION]]);
    const system = provider.fake.requests[0]!.body.messages!.map((message) => message.content).join("\n");
    expect(system).toContain("Kuantum Bilgisayar");
  });

  it("keeps the floor: a passage the vector side likes only a little is not cited", async () => {
    await plantQuantumTerm();
    await embedPassages(target());
    const hits = (await nearestPassages(target(), QUESTION))!;
    const term = hits.find((hit) => hit.url === TERM_URL)!;
    expect(term.similarity).toBeGreaterThan(0.5);
    const search = () => nearestPassages(target(), QUESTION);
    const above = await gatherContext(QUESTION, [], { vectors: search, vectorFloor: term.similarity - 0.01 });
    expect(above.passages.map((passage) => passage.url)).toContain(TERM_URL);
    const below = await gatherContext(QUESTION, [], { vectors: search, vectorFloor: term.similarity + 0.01 });
    expect(below.passages.map((passage) => passage.url)).not.toContain(TERM_URL);
  });

  it("falls back to keyword alone when the provider answers 404 for /embeddings, and remembers it", async () => {
    await configureProvider(provider.fake.baseUrl);
    await embedPassages(target());
    const question = "Stablecoin nedir?";
    const keywordOnly = (await gatherContext(question)).passages.map((passage) => passage.url);

    provider.fake.reset();
    provider.fake.setEmbeddings(false);
    const response = await chat(question);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { sources: { url: string }[] };
    const cited = body.sources.map((source) => source.url);
    expect(cited.filter((url) => keywordOnly.includes(url))).toEqual(keywordOnly);
    expect(provider.fake.embeddingInputs).toHaveLength(1);

    // Remembered: the next question and the background round do not ask again.
    expect(await embeddingTarget()).toBeNull();
    expect(await providerVectorSearch()).toBeNull();
    expect((await chat(question)).status).toBe(200);
    expect(provider.fake.embeddingInputs).toHaveLength(1);
    await expect(embedPassages({ ...target(), model: "another-model" })).rejects.toBeInstanceOf(EmbeddingsUnavailable);
  });
});
