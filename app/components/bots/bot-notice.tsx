import { InvestmentNotice } from "~/components/market/candle-source";

/** The honest wording every bot and backtest page carries, inside the site's legal warning. */
export function BotNotice() {
  return (
    <InvestmentNotice>
      Botlar ve testler sanal parayla yapılan simülasyonlardır; borsaya gerçek emir gönderilmez. Geçmiş sonuçlar gelecekteki sonuçların
      güvencesi değildir.
    </InvestmentNotice>
  );
}
