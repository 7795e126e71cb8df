import { consentModeScript, type Consent } from "~/lib/consent-mode";
import { useNonce } from "./nonce";

export interface GoogleTags {
  analyticsId: string;
  tagManagerId: string;
  adsenseClient: string;
  searchConsoleVerification: string;
}

export interface VerificationCodes {
  google: string;
  bing: string;
  yandex: string;
}

/**
 * Analytics, tag manager, ad script and site verification, each only when an admin
 * enabled it; the Google tags only as far as the visitor consented (`google` holds
 * only those), after Consent Mode's defaults. The two Google setups are small files in public/js that read their ID
 * from the tag, so their text is not part of every page's JavaScript bundle.
 */
export function AnalyticsHead({
  google,
  verification,
  consent,
}: {
  google: GoogleTags;
  verification: VerificationCodes;
  consent: Consent;
}) {
  const nonce = useNonce();
  const googleVerification = google.searchConsoleVerification || verification.google;
  const anyTag = Boolean(google.analyticsId || google.tagManagerId || google.adsenseClient);
  return (
    <>
      {googleVerification ? <meta name="google-site-verification" content={googleVerification} /> : null}
      {verification.bing ? <meta name="msvalidate.01" content={verification.bing} /> : null}
      {verification.yandex ? <meta name="yandex-verification" content={verification.yandex} /> : null}
      {anyTag ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentModeScript(consent) }} /> : null}
      {google.analyticsId ? (
        <>
          <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(google.analyticsId)}`} />
          <script async nonce={nonce} src="/js/gtag-setup.js" data-id={google.analyticsId} />
        </>
      ) : null}
      {google.tagManagerId ? (
        // Its setup file adds the container script beside itself.
        <script async nonce={nonce} src="/js/gtm-setup.js" data-id={google.tagManagerId} />
      ) : null}
      {google.adsenseClient ? (
        <script
          async
          nonce={nonce}
          crossOrigin="anonymous"
          src={`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(google.adsenseClient)}`}
        />
      ) : null}
    </>
  );
}

/** The tag manager's fallback frame for visitors without JavaScript. */
export function AnalyticsBody({ google }: { google: GoogleTags }) {
  if (!google.tagManagerId) return null;
  return (
    <noscript>
      <iframe
        title="Google Tag Manager"
        src={`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(google.tagManagerId)}`}
        height="0"
        width="0"
        style={{ display: "none", visibility: "hidden" }}
      />
    </noscript>
  );
}
