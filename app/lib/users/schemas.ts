/** The rules of user accounts that both the admin forms (server and browser) and the users API apply. */
import { z } from "~/lib/zod";
import { emailField, passwordField, usernameField } from "~/lib/users/fields";

export const roles = ["user", "admin"] as const;
export const userStatuses = ["active", "inactive", "banned"] as const;
export const subscriptions = ["free", "basic", "premium", "enterprise"] as const;

const userFields = {
  username: usernameField,
  email: emailField,
  role: z.enum(roles, { error: "Geçerli bir rol seçin." }).default("user"),
  status: z.enum(userStatuses, { error: "Geçerli bir durum seçin." }).default("active"),
  subscription: z.enum(subscriptions, { error: "Geçerli bir abonelik seçin." }).default("free"),
};

export const createUserSchema = z.object({ ...userFields, password: passwordField });

/** Editing: a blank password means no change. */
export const updateUserSchema = z.object({ ...userFields, password: passwordField.optional() });

/** A JSON update: only the fields sent change; an empty password means no change. */
export const userChangesSchema = z.object({
  username: usernameField.optional(),
  email: emailField.optional(),
  role: z.enum(roles, { error: "Geçerli bir rol seçin." }).optional(),
  status: z.enum(userStatuses, { error: "Geçerli bir durum seçin." }).optional(),
  subscription: z.enum(subscriptions, { error: "Geçerli bir abonelik seçin." }).optional(),
  password: z.preprocess((value) => (value === "" || value === null ? undefined : value), passwordField.optional()),
});

export const changePasswordSchema = z
  .object({ password: passwordField, passwordConfirm: z.string({ error: "Şifrenizi tekrar girin." }) })
  .refine((value) => value.password === value.passwordConfirm, {
    message: "Şifreler eşleşmiyor",
    path: ["passwordConfirm"],
  });
