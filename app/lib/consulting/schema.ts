import { z } from "~/lib/zod";
import { contactSchema } from "../contact/message-schema";

/** What a consulting request can be about, as the form offers it. */
export const CONSULTING_TOPICS = {
  security: "Varlık saklama ve cüzdan güvenliği",
  project: "Blokzincir projesi değerlendirmesi",
  training: "Ekip veya kurum için kripto eğitimi",
  records: "İşlem kayıtları ve vergi hesabı hazırlığı",
  other: "Diğer",
} as const;

export const CONSULTING_BUDGETS = {
  "under-5k": "5.000 TL'den az",
  "5k-20k": "5.000 – 20.000 TL",
  "20k-50k": "20.000 – 50.000 TL",
  "over-50k": "50.000 TL'den fazla",
  undecided: "Henüz belli değil",
} as const;

const keys = <T extends Record<string, string>>(record: T) => Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

/**
 * The consulting request form, used by the page's action and the browser. Name,
 * e-mail, message and the honeypot follow the contact form's rules word for word.
 */
export const consultingSchema = z.object({
  name: contactSchema.shape.name,
  email: contactSchema.shape.email,
  topic: z.enum(keys(CONSULTING_TOPICS), { error: "Bir konu seçin." }),
  budget: z.enum(keys(CONSULTING_BUDGETS), { error: "Bir bütçe aralığı seçin." }),
  message: contactSchema.shape.message,
  website: contactSchema.shape.website,
});

export type ConsultingRequest = z.output<typeof consultingSchema>;

/** The form's name in the action's reply, and the page it posts from. */
export const CONSULTING_FORM = "consulting";

export const CONSULTING_SUCCESS = "Danışmanlık talebiniz alındı! En kısa sürede e-posta ile size dönüş yapacağız.";

/** How a request is kept in the contact inbox: its topic as the subject, its budget range as written on the form. */
export function consultingMessage(request: ConsultingRequest) {
  return {
    name: request.name,
    email: request.email,
    subject: `Danışmanlık: ${CONSULTING_TOPICS[request.topic]}`,
    message: request.message,
    kind: "consulting" as const,
    budget: CONSULTING_BUDGETS[request.budget],
  };
}
