/** A failure said plainly where its result would be (a chain source down, a refused calculation); nothing when there is none. */
export function ErrorNote({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-500/40 bg-red-950/60 px-4 py-3 text-sm text-red-200">
      {message}
    </p>
  );
}
