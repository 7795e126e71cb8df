/** The rules of user accounts that both the admin forms (server and browser) and the users API apply. */
import { z } from "~/lib/zod";
import { emailField, usernameField } from "~/lib/users/fields";

export const roles = ["user", "admin"] as const;
export const userStatuses = ["active", "inactive", "banned"] as const;
export const subscriptions = ["free", "basic", "premium", "enterprise"] as const;

// An admin setting a password needs at least 6 characters, looser than self-registration.
export const adminPasswordField = z
  .string({ error: "Şifre gereklidir." })
  .min(6, "Şifre en az 6 karakter olmalıdır")
  .max(128, "Şifre en fazla 128 karakter olabilir.");

const userFields = {
  username: usernameField,
  email: emailField,
  role: z.enum(roles, { error: "Geçerli bir rol seçin." }).default("user"),
  status: z.enum(userStatuses, { error: "Geçerli bir durum seçin." }).default("active"),
  subscription: z.enum(subscriptions, { error: "Geçerli bir abonelik seçin." }).default("free"),
};

export const createUserSchema = z.object({ ...userFields, password: adminPasswordField });

/** Editing: a blank password means no change. */
export const updateUserSchema = z.object({ ...userFields, password: adminPasswordField.optional() });

/** A JSON update: only the fields sent change; an empty password means no change. */
export const userChangesSchema = z.object({
  username: usernameField.optional(),
  email: emailField.optional(),
  role: z.enum(roles, { error: "Geçerli bir rol seçin." }).optional(),
  status: z.enum(userStatuses, { error: "Geçerli bir durum seçin." }).optional(),
  subscription: z.enum(subscriptions, { error: "Geçerli bir abonelik seçin." }).optional(),
  password: z.preprocess((value) => (value === "" || value === null ? undefined : value), adminPasswordField.optional()),
});

export const changePasswordSchema = z
  .object({ password: adminPasswordField, passwordConfirm: z.string({ error: "Şifrenizi tekrar girin." }) })
  .refine((value) => value.password === value.passwordConfirm, {
    message: "Şifreler eşleşmiyor",
    path: ["passwordConfirm"],
  });
