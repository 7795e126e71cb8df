import { EditForm } from "~/components/admin/edit-form";
import { SelectField, TextAreaField, TextField, useIntentForm } from "~/components/ui/form-fields";
import { footerHeaderSchema, footerInfoSchema, footerLinkSchema, footerSocialSchema } from "~/lib/site/content-schemas";
import type { useFooterData } from "./route";
import { footerTabPath } from "./tabs";

/** The footer's ordered lists: the tab each is edited on and the intents its forms post. */
export const footerListTabs = {
  links: { path: footerTabPath.links, save: "save-link", remove: "delete-link" },
  social: { path: footerTabPath.social, save: "save-social", remove: "delete-social" },
  headers: { path: footerTabPath.headers, save: "save-header", remove: "delete-header" },
};

type FooterData = ReturnType<typeof useFooterData>;

const columnOptions = [1, 2, 3].map((n) => ({ value: String(n), label: `${n}. sütun` }));

export function InfoForm({ info }: { info: FooterData["info"] }) {
  const [form, fields] = useIntentForm(footerInfoSchema, { id: "footer-info", intent: "save-info", defaultValue: info });
  return (
    <EditForm form={form} intent="save-info" cancelTo={footerTabPath.info}>
      <TextField field={fields.company_name} label="Şirket adı" />
      <TextAreaField field={fields.description} label="Açıklama" />
      <TextAreaField field={fields.newsletter_description} label="Bülten açıklaması" rows={2} />
      <TextField field={fields.address} label="Adres" />
      <TextField field={fields.phone} label="Telefon" type="tel" />
      <TextField field={fields.email} label="E-posta" type="email" />
      <TextField field={fields.copyright} label="Telif metni" hint="{year} yerine içinde bulunulan yıl yazılır." />
    </EditForm>
  );
}

export function LinkForm({ link, order }: { link?: FooterData["links"][number]; order: number }) {
  const [form, fields] = useIntentForm(footerLinkSchema, {
    id: `footer-link-${link?.id ?? "new"}`,
    intent: footerListTabs.links.save,
    defaultValue: link ?? { column_number: 1, sort_order: order },
  });
  return (
    <EditForm form={form} id={link?.id} intent={footerListTabs.links.save} cancelTo={footerTabPath.links}>
      <TextField field={fields.title} label="Başlık" />
      <TextField field={fields.url} label="URL" placeholder="/about veya https://..." />
      <SelectField field={fields.column_number} label="Sütun" options={columnOptions} />
      <TextField field={fields.sort_order} label="Sıra" type="number" />
    </EditForm>
  );
}

export function SocialForm({ item, order }: { item?: FooterData["social"][number]; order: number }) {
  const [form, fields] = useIntentForm(footerSocialSchema, {
    id: `footer-social-${item?.id ?? "new"}`,
    intent: footerListTabs.social.save,
    defaultValue: item ?? { sort_order: order },
  });
  return (
    <EditForm form={form} id={item?.id} intent={footerListTabs.social.save} cancelTo={footerTabPath.social}>
      <TextField field={fields.platform} label="Platform" placeholder="Twitter" />
      <TextField field={fields.url} label="URL" type="url" placeholder="https://..." />
      <TextField field={fields.icon} label="Simge" hint="CSS sınıfı, emoji veya twitter / telegram / youtube gibi bir ad." />
      <TextField field={fields.sort_order} label="Sıra" type="number" />
    </EditForm>
  );
}

export function HeaderForm({ header, order }: { header?: FooterData["headers"][number]; order: number }) {
  const [form, fields] = useIntentForm(footerHeaderSchema, {
    id: `footer-header-${header?.id ?? "new"}`,
    intent: footerListTabs.headers.save,
    defaultValue: header ?? { column_number: 1, sort_order: order },
  });
  return (
    <EditForm form={form} id={header?.id} intent={footerListTabs.headers.save} cancelTo={footerTabPath.headers}>
      <TextField field={fields.title} label="Başlık" />
      <SelectField field={fields.column_number} label="Sütun" options={columnOptions} />
      <TextField field={fields.sort_order} label="Sıra" type="number" />
    </EditForm>
  );
}
