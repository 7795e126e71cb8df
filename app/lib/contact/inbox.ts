/** Contact rules shared by the admin inbox forms (server and browser) and the contacts API. */
import { z } from "~/lib/zod";
import { requiredText } from "~/lib/forms/fields";
import type { ContactKind, ContactStatus, Priority } from "~/lib/db-schema";
import { emailField } from "~/lib/users/fields";

export const contactInfoSchema = z.object({
  company_name: requiredText("Şirket adı", 200),
  email: emailField,
  phone: requiredText("Telefon", 50),
  address: requiredText("Adres", 500),
  working_hours: requiredText("Çalışma saatleri", 500),
  description: requiredText("Açıklama", 2000),
});

export const contactStatuses = ["new", "read", "replied", "closed"] as const satisfies readonly ContactStatus[];
export const priorities = ["low", "normal", "high", "urgent"] as const satisfies readonly Priority[];

export const contactStatusLabels: Record<ContactStatus, string> = {
  new: "Yeni",
  read: "Okundu",
  replied: "Yanıtlandı",
  closed: "Kapatıldı",
};
export const priorityLabels: Record<Priority, string> = { low: "Düşük", normal: "Normal", high: "Yüksek", urgent: "Acil" };

export const contactKinds = ["contact", "consulting"] as const satisfies readonly ContactKind[];
export const contactKindLabels: Record<ContactKind, string> = { contact: "İletişim mesajı", consulting: "Danışmanlık talebi" };
