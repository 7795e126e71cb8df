/**
 * The `website` field of the public forms: hidden from people and screen readers,
 * so only bots fill it, and the server quietly drops what they send.
 */
export function Honeypot() {
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        Web sitesi
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
