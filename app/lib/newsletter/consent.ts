/**
 * The words a subscriber agrees to, shown beside every sign-up form. When they change,
 * the version changes too, so each subscriber's consent names the wording they saw.
 */
export const CONSENT_TEXT_VERSION = "2026-11-25";
export const CONSENT_TEXT =
  "Abone olarak haftalık piyasa özetini e-postayla almayı kabul edersiniz. Adresinizi onaylamanız için bir bağlantı gönderilir; her bültendeki bağlantıyla dilediğiniz an ayrılabilirsiniz.";

/** How long a confirmation link works; an unconfirmed sign-up older than this is never mailed again unless asked anew. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A repeated sign-up within this time sends no second confirmation mail (an inbox is not flooded). */
export const CONFIRM_RESEND_MS = 60 * 60 * 1000;

/** The same answer for a new, pending or active address: the form never tells who is subscribed. */
export const SUBSCRIBE_ANSWER =
  "Teşekkürler! Aboneliğinizi onaylamanız için e-posta adresinize bir bağlantı gönderiyoruz. Adres zaten kayıtlıysa yeni bir e-posta gelmez.";

/** The sign-up form's name in the action's reply: the footer's form and /newsletter's are the same form. */
export const NEWSLETTER_FORM = "newsletter";
