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

// IDs come from the admin's settings; JSON-encoding them keeps a stray quote from
// breaking out of the inline script.
const js = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");

/** Analytics, tag manager, ad script and site verification, each only when an admin enabled it. */
export function AnalyticsHead({ google, verification }: { google: GoogleTags; verification: VerificationCodes }) {
  const nonce = useNonce();
  const googleVerification = google.searchConsoleVerification || verification.google;
  return (
    <>
      {googleVerification ? <meta name="google-site-verification" content={googleVerification} /> : null}
      {verification.bing ? <meta name="msvalidate.01" content={verification.bing} /> : null}
      {verification.yandex ? <meta name="yandex-verification" content={verification.yandex} /> : null}
      {google.analyticsId ? (
        <>
          <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(google.analyticsId)}`} />
          <script
            nonce={nonce}
            dangerouslySetInnerHTML={{
              __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${js(google.analyticsId)});`,
            }}
          />
        </>
      ) : null}
      {google.tagManagerId ? (
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.nonce=${js(nonce)};j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i)+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${js(google.tagManagerId)});`,
          }}
        />
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
