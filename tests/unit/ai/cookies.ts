/** The `name=value` part of a response's Set-Cookie header. */
export function cookieFromResponse(response: Response) {
  return response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
}
