import type { defaultFooterInfo } from "./defaults";

export interface FooterLink {
  id: number;
  title: string;
  url: string;
  column_number: number;
  sort_order: number;
}

export interface FooterData {
  info: typeof defaultFooterInfo;
  columns: { column: number; title: string; links: FooterLink[] }[];
  social: { id: number; platform: string; url: string; icon: string }[];
}
