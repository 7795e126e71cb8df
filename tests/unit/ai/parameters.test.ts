import { describe, expect, it } from "vitest";
import {
  NO_ADJUSTMENTS,
  adjustFor,
  describeAdjustments,
  isAdjusted,
  parseAdjustments,
  refusedParameter,
  requestParameters,
  type RequestAdjustments,
} from "~/lib/ai/parameters";

const settings = { maxTokens: 800, temperature: 0.7, topP: 1, frequencyPenalty: 0, presencePenalty: 0 };

describe("requestParameters", () => {
  it("sends max_completion_tokens and the temperature, and leaves sampling values at the API's defaults out", () => {
    expect(requestParameters(settings, false, NO_ADJUSTMENTS)).toEqual({ max_completion_tokens: 800, temperature: 0.7 });
  });

  it("sends top_p and the penalties when they differ from the defaults", () => {
    expect(requestParameters({ ...settings, topP: 0.9, frequencyPenalty: 0.5, presencePenalty: -0.5 }, false, NO_ADJUSTMENTS)).toEqual({
      max_completion_tokens: 800,
      temperature: 0.7,
      top_p: 0.9,
      frequency_penalty: 0.5,
      presence_penalty: -0.5,
    });
  });

  it("asks a stream for its usage unless stream_options is refused", () => {
    expect(requestParameters(settings, true, NO_ADJUSTMENTS)).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    const legacy: RequestAdjustments = { tokenField: "max_tokens", omit: ["stream_options"] };
    const body = requestParameters(settings, true, legacy);
    expect(body).toEqual({ max_tokens: 800, temperature: 0.7, stream: true });
  });

  it("leaves out what the adjustments omit, the token field included", () => {
    const body = requestParameters({ ...settings, topP: 0.5 }, false, { tokenField: null, omit: ["temperature", "top_p"] });
    expect(body).toEqual({});
  });
});

describe("refusedParameter", () => {
  it("reads error.param when the provider sets it", () => {
    expect(refusedParameter({ status: 400, message: "Unsupported parameter: 'max_tokens' …", param: "max_tokens" })).toBe("max_tokens");
    expect(refusedParameter({ status: 400, message: "Unsupported value", param: "temperature", code: "unsupported_value" })).toBe(
      "temperature",
    );
    expect(refusedParameter({ status: 400, message: "x", param: "stream_options.include_usage" })).toBe("stream_options");
  });

  it("takes the first parameter the message names when error.param is empty", () => {
    expect(
      refusedParameter({
        status: 400,
        message: "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
        param: null,
      }),
    ).toBe("max_tokens");
    expect(refusedParameter({ status: 400, message: "Unrecognized request argument supplied: max_completion_tokens" })).toBe(
      "max_completion_tokens",
    );
    expect(refusedParameter({ status: 422, message: "extra fields not permitted: stream_options" })).toBe("stream_options");
  });

  it("names none for other errors, other statuses and parameters it cannot adjust", () => {
    expect(refusedParameter({ status: 400, message: "Invalid 'messages[0].content': string too long" })).toBeNull();
    expect(refusedParameter({ status: 400, message: "bad", param: "messages" })).toBeNull();
    expect(refusedParameter({ status: 401, message: "max_tokens is fine, your key is not" })).toBeNull();
    expect(refusedParameter({ status: 400, message: "my_max_tokens_x is unknown" })).toBeNull();
  });
});

describe("adjustFor", () => {
  it("swaps the token field, and sends neither once both were refused", () => {
    const first = adjustFor(NO_ADJUSTMENTS, "max_completion_tokens");
    expect(first).toEqual({ tokenField: "max_tokens", omit: [] });
    expect(adjustFor(first!, "max_tokens", ["max_completion_tokens"])).toEqual({ tokenField: null, omit: [] });
  });

  it("goes back to max_completion_tokens when a remembered max_tokens is refused", () => {
    expect(adjustFor({ tokenField: "max_tokens", omit: [] }, "max_tokens")).toEqual({ tokenField: "max_completion_tokens", omit: [] });
  });

  it("leaves a refused sampling parameter or stream_options out", () => {
    const noTemperature = adjustFor(NO_ADJUSTMENTS, "temperature");
    expect(noTemperature).toEqual({ tokenField: "max_completion_tokens", omit: ["temperature"] });
    expect(adjustFor(noTemperature!, "stream_options", ["temperature"])).toEqual({
      tokenField: "max_completion_tokens",
      omit: ["temperature", "stream_options"],
    });
  });

  it("gives up on a parameter refused twice in one request, or one that is not being sent", () => {
    expect(adjustFor({ tokenField: "max_tokens", omit: [] }, "max_tokens", ["max_tokens"])).toBeNull();
    expect(adjustFor(NO_ADJUSTMENTS, "max_tokens")).toBeNull();
    expect(adjustFor({ tokenField: "max_completion_tokens", omit: ["top_p"] }, "top_p")).toBeNull();
  });
});

describe("stored adjustments", () => {
  it("read back what was written, and treat a broken value as none", () => {
    const adjustments: RequestAdjustments = { tokenField: null, omit: ["temperature", "stream_options"] };
    expect(parseAdjustments(JSON.stringify(adjustments))).toEqual(adjustments);
    expect(parseAdjustments("{not json")).toEqual(NO_ADJUSTMENTS);
    expect(parseAdjustments(JSON.stringify({ tokenField: "n_tokens", omit: ["temperature", "seed", "temperature"] }))).toEqual({
      tokenField: "max_completion_tokens",
      omit: ["temperature"],
    });
    expect(isAdjusted(parseAdjustments("{}"))).toBe(false);
  });

  it("describe the adjustments in Turkish", () => {
    expect(describeAdjustments({ tokenField: "max_tokens", omit: ["stream_options"] })).toBe(
      "max_completion_tokens yerine max_tokens kullanılıyor, stream_options gönderilmiyor (akışta token kullanımı bilinmiyor)",
    );
    expect(describeAdjustments({ tokenField: "max_completion_tokens", omit: ["temperature"] })).toBe("temperature gönderilmiyor");
  });
});
