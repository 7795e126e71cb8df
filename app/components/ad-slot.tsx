import { useEffect } from "react";
import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoaderData } from "~/root";

export type AdFormat = "rectangle" | "vertical" | "horizontal" | "auto";

const sizes: Record<AdFormat, { width?: number; height?: number }> = {
  rectangle: { width: 300, height: 250 },
  vertical: { width: 160, height: 600 },
  horizontal: { width: 728, height: 90 },
  auto: {},
};

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/** An ad slot; renders nothing unless an admin enabled the ad service. */
export function AdSlot({ slot, format = "auto", className = "" }: { slot: string; format?: AdFormat; className?: string }) {
  const root = useRouteLoaderData<RootLoaderData>("root");
  const client = root?.google.adsenseClient ?? "";

  useEffect(() => {
    if (!client) return;
    try {
      (window.adsbygoogle = window.adsbygoogle || []).push({});
    } catch (error) {
      console.error("Reklam yüklenemedi:", error);
    }
  }, [client, slot]);

  if (!client) return null;
  const size = sizes[format];
  return (
    <aside aria-label="Reklam" className={`mx-auto my-6 flex justify-center ${className}`}>
      <ins
        className="adsbygoogle"
        style={{ display: "block", width: size.width, height: size.height }}
        data-ad-client={client}
        data-ad-slot={slot}
        data-ad-format={format === "auto" ? "auto" : undefined}
        data-full-width-responsive={format === "auto" ? "true" : undefined}
      />
    </aside>
  );
}
