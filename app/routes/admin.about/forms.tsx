import { EditForm } from "~/components/admin/edit-form";
import { SelectField, TextAreaField, TextField, useIntentForm } from "~/components/ui/form-fields";
import {
  aboutIcons,
  aboutInfoSchema,
  aboutValueSchema,
  aboutValuesImageSchema,
  milestoneSchema,
  teamMemberSchema,
} from "~/lib/site/content-schemas";
import type { useAboutData } from "./route";
import { aboutTabPath } from "./tabs";

/** The about page's ordered lists: the tab each is edited on and the intents its forms post. */
export const aboutListTabs = {
  values: { path: aboutTabPath.values, save: "save-value", remove: "delete-value" },
  team: { path: aboutTabPath.team, save: "save-member", remove: "delete-member" },
  milestones: { path: aboutTabPath.milestones, save: "save-milestone", remove: "delete-milestone" },
};

type AboutData = ReturnType<typeof useAboutData>;

const iconOptions = aboutIcons.map((icon) => ({ value: icon.value, label: icon.label }));

export function InfoForm({ info }: { info: AboutData["info"] }) {
  const [form, fields] = useIntentForm(aboutInfoSchema, { id: "about-info", intent: "save-info", defaultValue: info });
  return (
    <EditForm form={form} intent="save-info" cancelTo={aboutTabPath.info}>
      <TextField field={fields.title} label="Başlık" />
      <TextField field={fields.subtitle} label="Alt başlık" />
      <TextAreaField field={fields.description} label="Açıklama" />
      <TextAreaField field={fields.mission} label="Misyon" />
      <TextAreaField field={fields.vision} label="Vizyon" />
      <TextField field={fields.values_image} label="Değerler bölümü görseli (URL)" type="url" placeholder="https://..." />
    </EditForm>
  );
}

export function ValuesImageForm({ image }: { image: string | null }) {
  const [form, fields] = useIntentForm(aboutValuesImageSchema, {
    id: "about-values-image",
    intent: "save-values-image",
    defaultValue: { values_image: image },
  });
  return (
    <EditForm form={form} intent="save-values-image" cancelTo={aboutTabPath.values}>
      <TextField
        field={fields.values_image}
        label="Görsel URL'si"
        type="url"
        placeholder="https://..."
        hint="Boş bırakılırsa varsayılan görsel gösterilir."
      />
    </EditForm>
  );
}

export function ValueForm({ value, order }: { value?: AboutData["values"][number]; order: number }) {
  const [form, fields] = useIntentForm(aboutValueSchema, {
    id: `about-value-${value?.id ?? "new"}`,
    intent: aboutListTabs.values.save,
    defaultValue: value ?? { icon_name: aboutIcons[0].value, sort_order: order },
  });
  return (
    <EditForm form={form} id={value?.id} intent={aboutListTabs.values.save} cancelTo={aboutTabPath.values}>
      <TextField field={fields.name} label="Ad" />
      <TextAreaField field={fields.description} label="Açıklama" />
      <SelectField field={fields.icon_name} label="Simge" options={iconOptions} />
      <TextField field={fields.sort_order} label="Sıra" type="number" />
    </EditForm>
  );
}

export function MemberForm({ member, order }: { member?: AboutData["team"][number]; order: number }) {
  const [form, fields] = useIntentForm(teamMemberSchema, {
    id: `about-member-${member?.id ?? "new"}`,
    intent: aboutListTabs.team.save,
    defaultValue: member ?? { sort_order: order },
  });
  return (
    <EditForm form={form} id={member?.id} intent={aboutListTabs.team.save} cancelTo={aboutTabPath.team}>
      <TextField field={fields.name} label="Ad Soyad" />
      <TextField field={fields.role} label="Pozisyon" />
      <TextAreaField field={fields.bio} label="Biyografi" />
      <TextField field={fields.image} label="Fotoğraf URL'si" type="url" placeholder="https://..." hint="İsteğe bağlı." />
      <TextField field={fields.sort_order} label="Sıra" type="number" />
    </EditForm>
  );
}

export function MilestoneForm({ milestone, order }: { milestone?: AboutData["milestones"][number]; order: number }) {
  const [form, fields] = useIntentForm(milestoneSchema, {
    id: `about-milestone-${milestone?.id ?? "new"}`,
    intent: aboutListTabs.milestones.save,
    defaultValue: milestone ?? { sort_order: order },
  });
  return (
    <EditForm form={form} id={milestone?.id} intent={aboutListTabs.milestones.save} cancelTo={aboutTabPath.milestones}>
      <TextField field={fields.year} label="Yıl" placeholder="2024" />
      <TextField field={fields.title} label="Başlık" />
      <TextAreaField field={fields.description} label="Açıklama" />
      <TextField field={fields.sort_order} label="Sıra" type="number" />
    </EditForm>
  );
}
