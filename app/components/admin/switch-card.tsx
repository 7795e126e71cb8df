import { Form } from "@remix-run/react";

/**
 * The card of an admin screen's one on/off switch (signal making, alert checks, paper bots;
 * `switchAction` answers it): what the switch is, its state, and the button that flips it.
 * Turning something off is the dangerous way, so that button is red.
 */
export function SwitchCard({
  id,
  title,
  state,
  intent,
  button,
  turnsOff,
}: {
  id: string;
  title: string;
  state: string;
  intent: string;
  button: string;
  turnsOff: boolean;
}) {
  return (
    <section className="card flex flex-wrap items-center justify-between gap-4" aria-labelledby={id}>
      <div>
        <h2 id={id} className="text-lg font-semibold text-white">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-300" role="status">
          Durum: <strong>{state}</strong>
        </p>
      </div>
      <Form method="post">
        <button type="submit" name="intent" value={intent} className={turnsOff ? "btn btn-danger" : "btn btn-primary"}>
          {button}
        </button>
      </Form>
    </section>
  );
}
