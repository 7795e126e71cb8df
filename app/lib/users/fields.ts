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

export const passwordField = z
  .string({ error: "Şifre gereklidir." })
  .min(8, "Şifre en az 8 karakter olmalıdır.")
  .max(128, "Şifre en fazla 128 karakter olabilir.");
