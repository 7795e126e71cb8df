// Google Analytics' setup for the measurement ID in this script tag's data-id
// (the tag rendered by app/components/analytics.tsx); a file rather than an
// inline script, so the page's JavaScript bundle does not carry its text.
window.dataLayer = window.dataLayer || [];
function gtag() {
  window.dataLayer.push(arguments);
}
gtag("js", new Date());
gtag("config", document.currentScript.dataset.id);
