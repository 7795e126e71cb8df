/**
 * The demo accounts' published passwords (the seed creates them unless ADMIN_PASSWORD is set).
 * Anyone can read them, so they sign in only from this machine or its private network.
 */
export const DEMO_PASSWORDS: Readonly<Record<string, string>> = { admin: "admin123", ahmet: "ahmet123", ayse: "ayse123" };

/** Whether this is a demo account's published password (the username as typed, any case). */
export function isDemoPassword(username: string, password: string): boolean {
  const account = username.trim().toLowerCase();
  return Object.hasOwn(DEMO_PASSWORDS, account) && DEMO_PASSWORDS[account] === password;
}

/** The refusal a demo password gets from any other address: it tells the operator what to do. */
export const DEMO_PASSWORD_REFUSED =
  "Demo şifreleri yalnızca sitenin kurulu olduğu makineden veya yerel ağdan kullanılabilir. " +
  "Site yöneticisiyseniz: boş bir veritabanıyla ADMIN_PASSWORD ortam değişkenini ayarlayarak başlatın " +
  "ya da bu makineden giriş yapıp şifreyi /account sayfasında değiştirin.";
