import { z } from "~/lib/zod";

/** Field rules shared by the public forms and the admin screens, so both say the same words. */
export const emailField = z
  .string({ error: "E-posta adresi gereklidir." })
  .trim()
  .min(1, "E-posta adresi gereklidir.")
  .max(254, "E-posta adresi çok uzun.")
  .pipe(z.email("Geçerli bir e-posta adresi girin."));

export const usernameField = z
  .string({ error: "Kullanıcı adı gereklidir." })
  .trim()
  .min(3, "Kullanıcı adı en az 3 karakter olmalıdır.")
  .max(30, "Kullanıcı adı en fazla 30 karakter olabilir.")
  .regex(/^[a-zA-Z0-9_.-]+$/, "Kullanıcı adı yalnızca harf, rakam, nokta, tire ve alt çizgi içerebilir.");

/** The minimum length of every password, wherever it is set (docs/security.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = `En az ${PASSWORD_MIN_LENGTH} karakter.`;

/**
 * The one password rule: registration, the reset link, the account's own change, the admin's
 * user form and the users API all set a password through this field.
 */
export const passwordField = z
  .string({ error: "Şifre gereklidir." })
  .min(PASSWORD_MIN_LENGTH, `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalıdır.`)
  .max(128, "Şifre en fazla 128 karakter olabilir.");
