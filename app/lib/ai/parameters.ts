/**
 * How a chat-completions request is built, and how it is adjusted when a
 * provider refuses one of its parameters. Pure: the provider service applies
 * these rules and keeps the adjustments per base URL and model.
 */

/** The parameters a provider may refuse that the request can do without or rename. */
export const ADJUSTABLE_PARAMETERS = [
  "max_completion_tokens",
  "max_tokens",
  "temperature",
  "top_p",
  "frequency_penalty",
  "presence_penalty",
  "stream_options",
] as const;

export type AdjustableParameter = (typeof ADJUSTABLE_PARAMETERS)[number];

type TokenField = "max_completion_tokens" | "max_tokens";

/**
 * What a base URL and model need. `tokenField` null: the answer length is left to
 * the provider; `omit`: parameters left out of every request.
 */
export interface RequestAdjustments {
  tokenField: TokenField | null;
  omit: Exclude<AdjustableParameter, TokenField>[];
}

/** OpenAI's current name first; older compatible servers only know `max_tokens`. */
export const NO_ADJUSTMENTS: RequestAdjustments = { tokenField: "max_completion_tokens", omit: [] };

/**
 * Whole tries of one request: the first and at most three adjusted ones. A server may refuse
 * two parameters in turn (both token fields, or a token field and `temperature`); more than
 * that is not a parameter problem.
 */
export const MAX_ATTEMPTS = 4;

export interface SamplingSettings {
  maxTokens: number;
  temperature: number;
  topP: number;
  frequencyPenalty: number;
  presencePenalty: number;
}

/**
 * The API's own defaults. A sampling parameter equal to its default is not sent: the
 * answer is the same, and a model that accepts only the default (reasoning models and
 * `top_p`, the penalties) never has a reason to refuse it.
 */
const API_DEFAULTS = { top_p: 1, frequency_penalty: 0, presence_penalty: 0 } as const;

/** The parameters of a chat-completions body besides the model and the messages. */
export function requestParameters(settings: SamplingSettings, stream: boolean, adjustments: RequestAdjustments) {
  const omitted = new Set<string>(adjustments.omit);
  const body: Record<string, unknown> = {};
  if (adjustments.tokenField) body[adjustments.tokenField] = settings.maxTokens;
  const sampling: [Exclude<AdjustableParameter, TokenField | "stream_options">, number][] = [
    ["temperature", settings.temperature],
    ["top_p", settings.topP],
    ["frequency_penalty", settings.frequencyPenalty],
    ["presence_penalty", settings.presencePenalty],
  ];
  for (const [name, value] of sampling) {
    if (omitted.has(name)) continue;
    if (name !== "temperature" && value === API_DEFAULTS[name]) continue;
    body[name] = value;
  }
  if (stream) {
    body.stream = true;
    if (!omitted.has("stream_options")) body.stream_options = { include_usage: true };
  }
  return body;
}

/** A provider's 400 answer as far as the rules need it. */
export interface RefusalInfo {
  status: number;
  message: string;
  param?: string | null;
  code?: string | null;
}

function isAdjustable(value: string): value is AdjustableParameter {
  return (ADJUSTABLE_PARAMETERS as readonly string[]).includes(value);
}

/**
 * The parameter a 400 answer refuses, or null when it names none of ours.
 * `error.param` wins when set; otherwise the message is searched for a quoted or
 * bare name (`Unsupported parameter: 'max_tokens'`, `Unrecognized request argument
 * supplied: max_completion_tokens`), whole words only.
 */
export function refusedParameter(refusal: RefusalInfo): AdjustableParameter | null {
  if (refusal.status !== 400 && refusal.status !== 422) return null;
  const param = refusal.param?.trim();
  if (param) {
    // A nested name such as `stream_options.include_usage` refuses its parent.
    const root = param.split(/[.[]/)[0]!;
    return isAdjustable(root) ? root : null;
  }
  // The first name in the message is the refused one: "'max_tokens' … use 'max_completion_tokens' instead".
  let first: { name: AdjustableParameter; at: number } | null = null;
  for (const name of ADJUSTABLE_PARAMETERS) {
    const at = refusal.message.search(new RegExp(`(^|[^a-z_])${name}([^a-z_]|$)`, "i"));
    if (at >= 0 && (!first || at < first.at)) first = { name, at };
  }
  return first?.name ?? null;
}

/**
 * The adjustments after `refused` was refused, or null when nothing is left to try
 * for it (it is not being sent, or was refused before in the same request):
 * - a token field: the other one, or neither once both were refused;
 * - anything else: left out.
 */
export function adjustFor(
  current: RequestAdjustments,
  refused: AdjustableParameter,
  refusedBefore: readonly AdjustableParameter[] = [],
): RequestAdjustments | null {
  if (refusedBefore.includes(refused)) return null;
  if (refused === "max_completion_tokens" || refused === "max_tokens") {
    if (current.tokenField !== refused) return null;
    const other: TokenField = refused === "max_tokens" ? "max_completion_tokens" : "max_tokens";
    return { ...current, tokenField: refusedBefore.includes(other) ? null : other };
  }
  if (current.omit.includes(refused)) return null;
  return { ...current, omit: [...current.omit, refused] };
}

/** Whether `adjustments` change anything from what is sent by default. */
export function isAdjusted(adjustments: RequestAdjustments) {
  return adjustments.tokenField !== NO_ADJUSTMENTS.tokenField || adjustments.omit.length > 0;
}

const OMIT_LABELS: Record<RequestAdjustments["omit"][number], string> = {
  temperature: "temperature gönderilmiyor",
  top_p: "top_p gönderilmiyor",
  frequency_penalty: "frequency_penalty gönderilmiyor",
  presence_penalty: "presence_penalty gönderilmiyor",
  stream_options: "stream_options gönderilmiyor (akışta token kullanımı bilinmiyor)",
};

/** The adjustments in Turkish for the admin, e.g. "max_tokens kullanılıyor, temperature gönderilmiyor". */
export function describeAdjustments(adjustments: RequestAdjustments): string {
  const parts: string[] = [];
  if (adjustments.tokenField === "max_tokens") parts.push("max_completion_tokens yerine max_tokens kullanılıyor");
  if (adjustments.tokenField === null) parts.push("yanıt uzunluğu sınırı gönderilmiyor");
  for (const name of adjustments.omit) parts.push(OMIT_LABELS[name]);
  return parts.join(", ");
}

/** Reads stored adjustments; anything unexpected counts as none, so a bad row never breaks a request. */
export function parseAdjustments(value: string | null | undefined): RequestAdjustments {
  if (!value) return NO_ADJUSTMENTS;
  try {
    const parsed = JSON.parse(value) as { tokenField?: unknown; omit?: unknown };
    const tokenField =
      parsed.tokenField === null || parsed.tokenField === "max_tokens" || parsed.tokenField === "max_completion_tokens"
        ? parsed.tokenField
        : NO_ADJUSTMENTS.tokenField;
    const omit = Array.isArray(parsed.omit)
      ? parsed.omit.filter((name): name is RequestAdjustments["omit"][number] => typeof name === "string" && name in OMIT_LABELS)
      : [];
    return { tokenField, omit: [...new Set(omit)] };
  } catch {
    return NO_ADJUSTMENTS;
  }
}
