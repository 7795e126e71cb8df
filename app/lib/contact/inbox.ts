/** Contact rules shared by the admin inbox forms (server and browser) and the contacts API. */
import { z } from "~/lib/zod";
import type { ContactKind, ContactStatus, Priority } from "~/lib/db-schema";
import { emailField } from "~/lib/users/fields";

const infoText = (label: string, max: number) =>
  z
    .string({ error: `${label} gereklidir.` })
    .trim()
    .min(1, `${label} gereklidir.`)
    .max(max, `${label} en fazla ${max} karakter olabilir.`);

export const contactInfoSchema = z.object({
  company_name: infoText("Şirket adı", 200),
  email: emailField,
  phone: infoText("Telefon", 50),
  address: infoText("Adres", 500),
  working_hours: infoText("Çalışma saatleri", 500),
  description: infoText("Açıklama", 2000),
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
