import { Form, Link } from "@remix-run/react";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { Section } from "~/components/ui/section";

/** The owner's switches; each is a plain form, and deletion asks first (`?confirm=delete`). */
export function OwnerControls({
  bot,
  confirming,
}: {
  bot: { id: number; name: string; status: "running" | "paused"; public: boolean; showOwner: boolean };
  confirming: boolean;
}) {
  const self = `/trading-bots/${bot.id}`;
  return (
    <Section id="controls-heading" title="Bot ayarları" className="card space-y-3">
      <Form method="post" className="flex flex-wrap gap-2">
        {bot.status === "running" ? (
          <button type="submit" name="intent" value="pause" className="btn btn-secondary">
            Duraklat
          </button>
        ) : (
          <button type="submit" name="intent" value="resume" className="btn btn-primary">
            Devam ettir
          </button>
        )}
        <button type="submit" name="intent" value={bot.public ? "private" : "public"} className="btn btn-secondary">
          {bot.public ? "Gizle (yalnızca ben göreyim)" : "Herkese aç"}
        </button>
        <button type="submit" name="intent" value={bot.showOwner ? "hide-owner" : "show-owner"} className="btn btn-secondary">
          {bot.showOwner ? "Kullanıcı adımı gizle" : "Kullanıcı adımı göster"}
        </button>
        <button type="submit" name="intent" value="reset" className="btn btn-secondary">
          Sıfırla (yeni dönem başlat)
        </button>
        <Link to={`${self}?confirm=delete`} preventScrollReset className="btn btn-danger">
          Botu sil
        </Link>
      </Form>
      <p className="text-xs text-slate-400">
        Sıfırlamak bütçeyi nakde çevirir ve yeni bir dönem başlatır; eski dönemin işlemleri ve grafiği okunabilir kalır.
      </p>
      {confirming ? (
        <ConfirmDelete
          message="Bu botu silmek istediğinizden emin misiniz?"
          detail={`"${bot.name}" ve bütün dönemlerinin işlemleri kalıcı olarak silinir.`}
          id={bot.id}
          cancelTo={self}
        />
      ) : null}
    </Section>
  );
}
