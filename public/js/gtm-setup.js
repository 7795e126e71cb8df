// Google Tag Manager's loader for the container ID in this script tag's data-id
// (the tag rendered by app/components/analytics.tsx). The container script gets
// this tag's CSP nonce.
(function (script) {
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ "gtm.start": new Date().getTime(), event: "gtm.js" });
  var loader = document.createElement("script");
  loader.async = true;
  loader.nonce = script.nonce;
  loader.src = "https://www.googletagmanager.com/gtm.js?id=" + encodeURIComponent(script.dataset.id);
  script.parentNode.insertBefore(loader, script);
})(document.currentScript);
