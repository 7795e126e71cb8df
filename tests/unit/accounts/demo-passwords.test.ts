import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD_REFUSED, isDemoPassword } from "~/lib/users/demo-accounts";

// The demo accounts' published passwords, pure (login-action.test.ts signs in from addresses).
describe("a demo account's published password", () => {
  it("is recognised for its own account, the username as typed in any case", () => {
    expect(isDemoPassword("admin", "admin123")).toBe(true);
    expect(isDemoPassword(" Ahmet ", "ahmet123")).toBe(true);
    expect(isDemoPassword("AYSE", "ayse123")).toBe(true);
  });

  it("is not another account's password, another case of it, nor any password of another user", () => {
    expect(isDemoPassword("admin", "ahmet123")).toBe(false);
    expect(isDemoPassword("admin", "ADMIN123")).toBe(false);
    expect(isDemoPassword("mehmet", "admin123")).toBe(false);
    expect(isDemoPassword("constructor", "")).toBe(false);
  });

  it("is refused from elsewhere with what the operator can do", () => {
    expect(DEMO_PASSWORD_REFUSED).toBe(
      "Demo şifreleri yalnızca sitenin kurulu olduğu makineden veya yerel ağdan kullanılabilir. Site yöneticisiyseniz: boş bir veritabanıyla ADMIN_PASSWORD ortam değişkenini ayarlayarak başlatın ya da bu makineden giriş yapıp şifreyi /account sayfasında değiştirin.",
    );
  });
});
