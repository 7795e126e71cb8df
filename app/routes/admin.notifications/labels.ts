import type { NotificationType } from "~/lib/db-schema";
import type { AdminIconName, OutlineIconName } from "~/lib/icon-names";

export const typeStyles: Record<NotificationType, { icon: AdminIconName | OutlineIconName; className: string; label: string }> = {
  info: { icon: "InformationCircleIcon", className: "text-sky-300 bg-sky-500/15", label: "Bilgi" },
  warning: { icon: "ExclamationTriangleIcon", className: "text-amber-300 bg-amber-500/15", label: "Uyarı" },
  success: { icon: "CheckCircleIcon", className: "text-emerald-300 bg-emerald-500/15", label: "Başarılı" },
  error: { icon: "ExclamationCircleIcon", className: "text-red-300 bg-red-500/15", label: "Hata" },
};

export const typeLabels = Object.fromEntries(Object.entries(typeStyles).map(([type, style]) => [type, style.label]));
export const categoryLabels: Record<string, string> = { user: "Kullanıcı", system: "Sistem", content: "İçerik", security: "Güvenlik" };
export const readLabels = { unread: "Okunmamış", read: "Okunmuş" };
