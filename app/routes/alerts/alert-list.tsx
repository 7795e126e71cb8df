import { MarketTime } from "~/components/market/market-time";
import { Form, Link } from "@remix-run/react";
import { coinLink, coinOf, formatAlertPrice } from "~/lib/alerts/format";
import type { AlertView } from "~/models/alerts.server";

function stateOf(alert: AlertView): { label: string; detail: string | null; tone: string } {
  if (!alert.active) return { label: "Kapalı", detail: null, tone: "bg-slate-500/20 text-slate-300" };
  if (alert.armed) return { label: "Kurulu", detail: "Koşul gerçekleşince bir kez çalar.", tone: "bg-emerald-500/15 text-emerald-300" };
  if (alert.triggeredAt) {
    return {
      label: "Çaldı",
      detail: "Fiyat eşiğin öbür yanına belirgin biçimde dönünce kendiliğinden yeniden kurulur; hemen yeniden kurabilirsiniz.",
      tone: "bg-amber-500/15 text-amber-300",
    };
  }
  return {
    label: "Bekliyor",
    detail: "Koşul kurulduğunda zaten sağlanıyordu: fiyat geri dönüp yeniden geçince çalar.",
    tone: "bg-sky-500/15 text-sky-300",
  };
}

/** The user's alerts, each with its state and what can be done with it; every action is a link or a plain form. */
export function AlertList({ alerts, prices }: { alerts: AlertView[]; prices: Record<string, number> }) {
  return (
    <ul className="space-y-3" aria-label="Alarmlarım">
      {alerts.map((alert) => {
        const state = stateOf(alert);
        const price = prices[alert.symbol];
        return (
          <li key={alert.id} className="card space-y-2" data-testid="alert-row">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="font-semibold text-white">
                <span className={`mr-2 rounded px-1.5 py-0.5 text-xs ${state.tone}`}>{state.label}</span>
                {alert.description}
              </p>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`/alerts?edit=${alert.id}#alert-form`}
                  className="btn btn-secondary"
                  aria-label={`Alarmı düzenle: ${alert.description}`}
                >
                  Düzenle
                </Link>
                {!alert.armed || !alert.active ? (
                  <Form method="post" action="/alerts">
                    <input type="hidden" name="id" value={alert.id} />
                    <button type="submit" name="intent" value="rearm" className="btn btn-secondary">
                      Yeniden kur
                    </button>
                  </Form>
                ) : null}
                <Link
                  to={`/alerts?delete=${alert.id}`}
                  preventScrollReset
                  className="btn btn-danger"
                  aria-label={`Alarmı sil: ${alert.description}`}
                >
                  Sil
                </Link>
              </div>
            </div>
            {state.detail ? <p className="text-sm text-slate-300">{state.detail}</p> : null}
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-400">
              {price !== undefined ? (
                <span>Şu anki fiyat: {formatAlertPrice(price, "USD")}</span>
              ) : (
                <span>Coin şu an piyasa verisinde yok.</span>
              )}
              {alert.triggeredAt && alert.triggeredPrice !== null ? (
                <span>
                  Son çalma: <MarketTime iso={alert.triggeredAt} />, {formatAlertPrice(alert.triggeredPrice, alert.currency)}
                </span>
              ) : null}
              <Link to={coinLink(alert.symbol)} className="underline">
                {coinOf(alert.symbol)} analizine git
              </Link>
            </p>
            {alert.note ? <p className="text-sm text-slate-300">Not: {alert.note}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
