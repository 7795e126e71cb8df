import { z } from "~/lib/zod";
import { emailField } from "../users/fields";

/**
 * The contact form's rules, used by the page's action, the browser and
 * `POST /api/contacts`, so all three answer with the same Turkish words.
 */
export const contactSchema = z.object({
  name: z
    .string({ error: "Ad soyad gereklidir." })
    .trim()
    .min(1, "Ad soyad gereklidir.")
    .max(100, "Ad soyad en fazla 100 karakter olabilir."),
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(30, "Telefon numarası en fazla 30 karakter olabilir.")
    .regex(/^$|^\+?[0-9\s().-]{7,}$/, "Geçerli bir telefon numarası girin.")
    .optional(),
  subject: z.string().trim().max(200, "Konu en fazla 200 karakter olabilir.").optional(),
  message: z.string({ error: "Mesaj gereklidir." }).trim().min(1, "Mesaj gereklidir.").max(5000, "Mesaj en fazla 5000 karakter olabilir."),
  /** The honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
});

export const CONTACT_SUCCESS = "Mesajınız başarıyla gönderildi! En kısa sürede size dönüş yapacağız.";
