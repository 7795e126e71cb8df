/**
 * The admin's setup checklist (/admin/setup and the dashboard card): what still
 * stands between a fresh install and a site ready for visitors. Each item says
 * what is wrong and links to where it is fixed; an item that is done is simply
 * not in the list.
 */

export interface SetupFacts {
  /** Tables still holding seeded sample rows, with where each is edited. */
  sample: { label: string; href: string; count: number }[];
  /** The seeded admin still signs in with its published password. */
  demoPasswordActive: boolean;
  /** Other seeded demo accounts that are still active. */
  demoUsersActive: string[];
  aiConfigured: boolean;
  mailConfigured: boolean;
  /** Outside sources that have never given a good answer. */
  silentSources: { label: string; href: string }[];
  /** When the newest good backup finished; null when there is none. */
  lastBackupAt: string | null;
  /** Hours between scheduled backups; 0 when there is no schedule. */
  backupIntervalHours: number;
  /** Google services switched on with an id in the SEO settings (they set cookies once consented to). */
  analyticsServices: string[];
  /**
   * What visitors lack to read about those cookies: the footer's link to the privacy page
   * (its cookie section is the consent text), or the operator's contact details there, which
   * the privacy page sends them to, still hold sample content. Null when both are in place.
   */
  consentTextGap: "privacy-link" | "sample-contact" | null;
}

export type SetupSeverity = "critical" | "warning" | "info";

export interface SetupItem {
  key: string;
  severity: SetupSeverity;
  title: string;
  detail: string;
  href: string;
  action: string;
}

/** A backup older than this (or twice the schedule, when longer) no longer counts as recent. */
const RECENT_BACKUP_HOURS = 48;

export function setupItems(facts: SetupFacts, now = new Date()): SetupItem[] {
  const items: SetupItem[] = [];
  if (facts.demoPasswordActive) {
    items.push({
      key: "demo-admin",
      severity: "critical",
      title: "Demo yönetici şifresi hâlâ geçerli",
      detail: "admin hesabı herkesin bildiği şifreyle giriş yapabiliyor. Şifreyi değiştirin.",
      href: "/account",
      action: "Şifreyi değiştir",
    });
  }
  if (facts.demoUsersActive.length) {
    items.push({
      key: "demo-users",
      severity: "warning",
      title: "Demo kullanıcı hesapları etkin",
      detail: `${facts.demoUsersActive.join(", ")} hesapları kurulumla geldi; kullanmıyorsanız pasif yapın ya da silin.`,
      href: "/admin/users",
      action: "Kullanıcılara git",
    });
  }
  for (const sample of facts.sample) {
    items.push({
      key: `sample-${sample.href}`,
      severity: "warning",
      title: `Örnek içerik: ${sample.label}`,
      detail: `${sample.count} kayıt kurulumla gelen örnek içerik; düzenleyene kadar ziyaretçilere gösterilmez.`,
      href: sample.href,
      action: "Düzenle",
    });
  }
  if (!facts.aiConfigured) {
    items.push({
      key: "ai",
      severity: "info",
      title: "Yapay zekâ sağlayıcısı tanımlı değil",
      detail: "Sohbet şimdilik yalnızca sitenin kendi içeriğinden yanıt veriyor. Bir API anahtarı girerek yapay zekâ yanıtlarını açın.",
      href: "/admin/openai-settings",
      action: "Sağlayıcıyı ayarla",
    });
  }
  if (!facts.mailConfigured) {
    items.push({
      key: "mail",
      severity: "warning",
      title: "E-posta gönderimi ayarlı değil",
      detail: "SMTP_URL ortam değişkeni boş: şifre sıfırlama, doğrulama ve bülten e-postaları gönderilemez.",
      href: "/admin/mail",
      action: "E-posta durumunu gör",
    });
  }
  for (const source of facts.silentSources) {
    items.push({
      key: `source-${source.href}-${source.label}`,
      severity: "warning",
      title: `Dış kaynak hiç yanıt vermedi: ${source.label}`,
      detail: "Bu kaynaktan henüz tek bir geçerli yanıt alınmadı; adresini ve sunucunun internete erişimini kontrol edin.",
      href: source.href,
      action: "Kaynağa git",
    });
  }
  if (facts.analyticsServices.length && facts.consentTextGap) {
    const link = facts.consentTextGap === "privacy-link";
    items.push({
      key: "analytics-consent",
      severity: "critical",
      title: "Analitik açık ama çerez ve gizlilik metni eksik",
      detail: link
        ? `${facts.analyticsServices.join(", ")} açık, ama footer'da Gizlilik Politikası bağlantısı yok: ziyaretçiler çerezlerin ne için kullanıldığını okuyamıyor.`
        : `${facts.analyticsServices.join(", ")} açık, ama gizlilik metninin yönlendirdiği iletişim bilgileri hâlâ örnek içerik: ziyaretçiler veri sorumlusuna ulaşamıyor.`,
      href: link ? "/admin/footer/links" : "/admin/contact/info",
      action: link ? "Bağlantıyı ekle" : "İletişim bilgilerini düzenle",
    });
  }
  const recentHours = Math.max(RECENT_BACKUP_HOURS, facts.backupIntervalHours * 2);
  const backupAge = facts.lastBackupAt ? (now.getTime() - Date.parse(facts.lastBackupAt)) / 3_600_000 : Infinity;
  if (!(backupAge <= recentHours)) {
    items.push({
      key: "backup",
      severity: "critical",
      title: facts.lastBackupAt ? "Son yedek eski" : "Hiç yedek alınmamış",
      detail: facts.lastBackupAt
        ? `Son başarılı yedek ${Math.floor(backupAge / 24)} gün önce alındı.`
        : "Veritabanının henüz başarılı bir yedeği yok.",
      href: "/admin/backups",
      action: "Şimdi yedekle",
    });
  }
  const order: Record<SetupSeverity, number> = { critical: 0, warning: 1, info: 2 };
  return items.sort((a, b) => order[a.severity] - order[b.severity]);
}
