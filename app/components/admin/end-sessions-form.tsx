import { Form } from "@remix-run/react";

/** The admin's 'log out everywhere' for one user: ends every session that user has. */
export function EndSessionsForm({ userId, username }: { userId: number; username: string }) {
  return (
    <Form method="post" className="mt-6 border-t border-white/10 pt-4">
      <input type="hidden" name="id" value={userId} />
      <p className="text-sm text-slate-300">
        {username} kullanıcısının tüm cihazlardaki oturumlarını kapatır; yeniden giriş yapması gerekir.
      </p>
      <button type="submit" name="intent" value="end-sessions" className="btn btn-danger mt-3">
        Tüm oturumlarını kapat
      </button>
    </Form>
  );
}
