import { parseWithZod } from "@conform-to/zod/v4";
import { ToolHeader } from "~/components/market/candle-source";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { BotNotice } from "~/components/bots/bot-notice";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { describeStrategy, formatUsdt, STATUS_LABELS } from "~/lib/bots/format";
import { botFormSchema, botParams, BOTS_PER_USER } from "~/lib/bots/schema";
import { formatChange } from "~/lib/market/format";
import { pageMeta } from "~/lib/seo/meta";
import { listUserBots } from "~/models/trading-bots.server";
import { requireUser } from "~/server/auth.server";
import { handleUserIntents, type UserIntentArgs } from "~/server/intents.server";
import { formReply, refusalErrors } from "~/server/form-reply.server";
import { redirectWithToast } from "~/server/toast.server";
import { createBotFor } from "~/services/bots.server";
import { BotForm } from "./bot-form";
import { DataTable } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sanal Trading Botları",
    description: "Sanal parayla, canlı piyasa verisi üzerinde çalışan deneme botları: sinyalleri izle, düzenli alım, puan bandı.",
    noindex: true,
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { bots: await listUserBots(user.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  return handleUserIntents(request, { create: createBot });
}

async function createBot({ request, user, formData }: UserIntentArgs) {
  const submission = parseWithZod(formData, { schema: botFormSchema });
  if (submission.status !== "success") return formReply("create", submission.reply());
  const form = submission.value;
  const params = botParams(form);
  if (!params.ok) return formReply("create", submission.reply({ fieldErrors: { [params.issue.path]: [params.issue.message] } }));
  const created = await createBotFor(
    { id: user.id, username: user.username },
    {
      name: form.name,
      coins: form.coins === "top" ? { top: form.top ?? 1 } : { symbols: [form.symbol ?? ""] },
      budget: form.budget,
      bot: params.value,
      public: form.public,
    },
  );
  if (!created.ok) return formReply("create", submission.reply(refusalErrors(created)));
  return redirectWithToast(request, `/trading-bots/${created.id}`, {
    type: "success",
    message: "Bot oluşturuldu. İlk adımını bir sonraki canlı piyasa güncellemesinde atar.",
  });
}

export default function TradingBotsPage() {
  const { bots } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const full = bots.length >= BOTS_PER_USER;
  return (
    <main className="flex-1">
      <ToolHeader
        title="Sanal Trading Botları"
        lead="Bir kuralı gerçek para riske atmadan deneyin: botlar sanal USDT ile, sitenin gösterdiği canlı piyasa verisi üzerinde çalışır. Her emir borsanın %0,1 alıcı komisyonunu öder ve canlıyken alış-satış farkını (spread) karşılar."
      />
      <div className="container-page space-y-8 py-10">
        <BotNotice />
        {actionData && "error" in actionData ? (
          <p role="alert" className="rounded-lg border border-red-500/40 bg-red-950/40 px-3 py-2 text-sm text-red-100">
            {actionData.error}
          </p>
        ) : null}
        <section aria-labelledby="my-bots" className="space-y-3">
          <h2 id="my-bots" className="text-2xl font-semibold text-white">
            Botlarım ({bots.length}/{BOTS_PER_USER})
          </h2>
          {bots.length === 0 ? (
            <p className="card text-slate-300">Henüz botunuz yok. Aşağıdaki formla ilk botunuzu oluşturun.</p>
          ) : (
            <DataTable
              label="Botlarım"
              columns={["Bot", "Strateji", "Coinler", "Değer", "Getiri", "Durum"]}
              frameClassName="card p-0"
              tableClassName="text-slate-300"
            >
              <tbody>
                {bots.map((bot) => (
                  <tr key={bot.id} className="border-b border-white/5">
                    <th scope="row" className="px-3 py-2 font-semibold text-white">
                      <Link to={`/trading-bots/${bot.id}`} className="underline">
                        {bot.name}
                      </Link>
                      {bot.public ? <span className="ml-2 text-xs text-emerald-300">Herkese açık</span> : null}
                    </th>
                    <td className="px-3 py-2">{describeStrategy(bot.strategy, bot.params)}</td>
                    <td className="px-3 py-2">{bot.symbols.join(", ")}</td>
                    <td className="px-3 py-2">{formatUsdt(bot.equity)}</td>
                    <td className="px-3 py-2">{formatChange(bot.returnPercent)}</td>
                    <td className="px-3 py-2">{STATUS_LABELS[bot.status]}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </section>
        <Section id="new-bot" title="Yeni bot" className="card space-y-3" heading="2xl">
          {full ? (
            <p role="status" className="text-sm text-amber-200">
              En fazla {BOTS_PER_USER} bot oluşturabilirsiniz; yenisi için önce birini silin.
            </p>
          ) : (
            <p className="text-sm text-slate-400">
              Düzenli alım ilk alımını oluşturulduktan sonraki ilk canlı piyasa güncellemesinde yapar. &quot;Sinyalleri izle&quot; yalnızca
              bot oluşturulduktan sonra açılan al sinyallerini izler ve sinyal kapanınca satar. Puan bandı, puan eşiğe ulaşınca alır, alt
              eşiğin altına inince satar.
            </p>
          )}
          <BotForm disabled={full} />
        </Section>
        <p className="text-sm">
          <Link to="/social-trading" className="underline">
            Herkese açık botların ve sinyallerin sıralaması
          </Link>
        </p>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
