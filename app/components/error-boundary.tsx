import { isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage, type ErrorLink } from "~/components/status-pages";

type StatusHandler = (info: { error: ErrorResponse; message: string }) => ReactNode;

/** The default words per status; a route passes its own for the statuses it knows better. */
const STATUS_TEXTS: Record<number, { title: string; message: string }> = {
  400: { title: "Geçersiz istek", message: "Adres ya da gönderilen bilgiler anlaşılamadı." },
  403: { title: "Erişim yok", message: "Bu sayfayı görmek için yetkiniz yok." },
  404: { title: "Sayfa bulunamadı", message: "Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir." },
  405: { title: "Desteklenmeyen işlem", message: "Bu adres bu işlemi desteklemiyor." },
  429: { title: "Çok fazla istek", message: "Kısa sürede çok fazla istek geldi. Lütfen biraz bekleyip yeniden deneyin." },
};

/** The Turkish text a thrown Response carries: its plain-text body, or the `error` of a JSON body. */
function messageOf(body: unknown) {
  if (typeof body === "string" && body) return body;
  if (body && typeof body === "object" && "error" in body && typeof body.error === "string") return body.error;
  return undefined;
}

/**
 * Every data route's error boundary (the Epic Stack's `GeneralErrorBoundary`): a thrown
 * Response gets its status's handler (the route's own, else the default page with the
 * Response's Turkish message), anything else a 500 page. It renders where the route
 * sits, so a 404 under the admin keeps the sidebar and one on a public page keeps
 * the site's header and footer; the status reaches the browser unchanged.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  links,
}: {
  statusHandlers?: Record<number, StatusHandler>;
  /** Where the page sends the reader on (default: the home page and the contact page). */
  links?: ErrorLink[];
}) {
  const error = useRouteError();
  const reference = useErrorReference();
  if (isRouteErrorResponse(error)) {
    const known = STATUS_TEXTS[error.status];
    const message = messageOf(error.data) ?? known?.message ?? "İsteğiniz şu anda yerine getirilemedi.";
    const handler = statusHandlers?.[error.status];
    if (handler) return <>{handler({ error, message })}</>;
    return <ErrorPage status={error.status} title={known?.title ?? "Bir sorun oluştu"} message={message} links={links} />;
  }
  return (
    <ErrorPage
      status={500}
      title="Beklenmeyen bir hata oluştu"
      message="Sayfa gösterilirken bir sorun çıktı. Lütfen biraz sonra yeniden deneyin."
      links={links}
      reference={reference}
    />
  );
}

/**
 * The id of the request that failed, as the root loader read it from the load context. Only on
 * the page the server rendered (the location's key is "default" until the first client-side
 * navigation): after one, the root's data belongs to an earlier request, so no id is shown.
 */
function useErrorReference() {
  const root = useRouteLoaderData<{ requestId?: string | null }>("root");
  const { key } = useLocation();
  return key === "default" ? (root?.requestId ?? undefined) : undefined;
}

/**
 * The boundary of a public route with a URL parameter: the general one, rendered inside
 * the site's header and footer, with a way back to the route's list and to the home page.
 */
export function boundaryBackTo(to: string, label: string) {
  const links = [
    { to, label },
    { to: "/", label: "Ana sayfa" },
  ];
  return function ErrorBoundary() {
    return <GeneralErrorBoundary links={links} />;
  };
}
