import type { Role, Subscription, UserStatus } from "~/lib/db-schema";

export const roleLabels: Record<Role, string> = { user: "Kullanıcı", admin: "Admin" };
export const statusLabels: Record<UserStatus, string> = { active: "Aktif", inactive: "Pasif", banned: "Yasaklı" };
export const subscriptionLabels: Record<Subscription, string> = {
  free: "Ücretsiz",
  basic: "Temel",
  premium: "Premium",
  enterprise: "Kurumsal",
};
