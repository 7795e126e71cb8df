/** The forms people use on their own account; one schema each for the action and the browser. */
import { z } from "~/lib/zod";
import { emailField, passwordField } from "./fields";

// A password change: the one password rule (passwordField), and the two entries match.
const newPassword = {
  password: passwordField,
  passwordConfirm: z.string({ error: "Şifrenizi tekrar girin." }),
};

function passwordsMatch(value: { password: string; passwordConfirm: string }) {
  return value.password === value.passwordConfirm;
}

const mismatch = { message: "Şifreler eşleşmiyor", path: ["passwordConfirm"] };

const currentPassword = z.string({ error: "Mevcut şifrenizi girin." }).min(1, "Mevcut şifrenizi girin.");

export const emailRequestSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({ token: z.string({ error: "Bağlantı geçersiz." }).min(1, "Bağlantı geçersiz.").max(200), ...newPassword })
  .refine(passwordsMatch, mismatch);

export const changePasswordSchema = z.object({ currentPassword, ...newPassword }).refine(passwordsMatch, mismatch);

export const changeEmailSchema = z.object({ email: emailField, currentPassword });

export const deleteAccountSchema = z.object({
  password: z.string({ error: "Hesabınızı silmek için şifrenizi girin." }).min(1, "Hesabınızı silmek için şifrenizi girin."),
});
