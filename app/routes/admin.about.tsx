import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { PencilSquareIcon, PhotoIcon } from "@heroicons/react/24/outline";
import { ConfirmDelete } from "~/components/admin-content/delete-control";
import { FormButtons, SelectField, TextAreaField, TextField, useIntentForm } from "~/components/admin-content/form-fields";
import { ListTable } from "~/components/admin-content/list-table";
import { Modal } from "~/components/admin-content/modal";
import { TabNav } from "~/components/admin-content/tabs";
import { Icon } from "~/components/icon";
import { aboutValueIcon } from "~/lib/about-icons";
import { formId, invalid, notFound, unknownIntent } from "~/lib/admin-form.server";
import { requireAdmin } from "~/lib/auth.server";
import {
  aboutIcons,
  aboutInfoSchema,
  aboutValueSchema,
  aboutValuesImageSchema,
  milestoneSchema,
  teamMemberSchema,
} from "~/lib/content-schemas";
import { DEFAULT_VALUES_IMAGE } from "~/lib/defaults";
import { pageMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { recordActivity } from "~/models/activity.server";
import {
  deleteAboutItem,
  getAboutInfo,
  listAboutItems,
  saveAboutInfo,
  saveAboutValue,
  saveAboutValuesImage,
  saveMilestone,
  saveTeamMember,
  type AboutListTable,
} from "~/models/about.server";

const PAGE = "/admin/about";
const tabs = [
  { id: "info", label: "Genel Bilgiler" },
  { id: "values", label: "Değerlerimiz" },
  { id: "team", label: "Ekip" },
  { id: "milestones", label: "Kilometre Taşları" },
] as const;
type Tab = (typeof tabs)[number]["id"];
type ListTab = Exclude<Tab, "info">;

const deleteMessages: Record<ListTab, string> = {
  values: "Bu değeri silmek istediğinizden emin misiniz?",
  team: "Bu ekip üyesini silmek istediğinizden emin misiniz?",
  milestones: "Bu kilometre taşını silmek istediğinizden emin misiniz?",
};

const deleteIntents: Record<ListTab, string> = { values: "delete-value", team: "delete-member", milestones: "delete-milestone" };

const iconOptions = aboutIcons.map((icon) => ({ value: icon.value, label: icon.label }));

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Hakkımızda Yönetimi", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [info, { values, team, milestones }] = await Promise.all([getAboutInfo(), listAboutItems()]);
  return { info, values, team, milestones };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const actor = { id: admin.id, username: admin.username };
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const done = async (tab: Tab, title: string, message: string) => {
    await recordActivity({ action: `about.${intent}`, title, icon: "FileText", actor });
    return redirectWithToast(request, `${PAGE}?tab=${tab}`, { type: "success", message });
  };

  switch (intent) {
    case "save-info": {
      const submission = parseWithZod(formData, { schema: aboutInfoSchema });
      if (submission.status !== "success") return invalid(intent, submission.reply());
      await saveAboutInfo(submission.value);
      return done("info", "Hakkımızda genel bilgileri güncellendi", "Genel bilgiler kaydedildi.");
    }
    case "save-values-image": {
      const submission = parseWithZod(formData, { schema: aboutValuesImageSchema });
      if (submission.status !== "success") return invalid(intent, submission.reply());
      await saveAboutValuesImage(submission.value.values_image);
      return done("values", "Değerler görseli güncellendi", "Değerler görseli kaydedildi.");
    }
    case "save-value": {
      const submission = parseWithZod(formData, { schema: aboutValueSchema });
      if (submission.status !== "success") return invalid(intent, submission.reply());
      const { id, ...input } = submission.value;
      if (!(await saveAboutValue(input, id))) notFound("Değer bulunamadı.");
      return done("values", id ? "Değer güncellendi" : "Değer eklendi", "Değer kaydedildi.");
    }
    case "save-member": {
      const submission = parseWithZod(formData, { schema: teamMemberSchema });
      if (submission.status !== "success") return invalid(intent, submission.reply());
      const { id, ...input } = submission.value;
      if (!(await saveTeamMember(input, id))) notFound("Ekip üyesi bulunamadı.");
      return done("team", id ? "Ekip üyesi güncellendi" : "Ekip üyesi eklendi", "Ekip üyesi kaydedildi.");
    }
    case "save-milestone": {
      const submission = parseWithZod(formData, { schema: milestoneSchema });
      if (submission.status !== "success") return invalid(intent, submission.reply());
      const { id, ...input } = submission.value;
      if (!(await saveMilestone(input, id))) notFound("Kilometre taşı bulunamadı.");
      return done("milestones", id ? "Kilometre taşı güncellendi" : "Kilometre taşı eklendi", "Kilometre taşı kaydedildi.");
    }
    case "delete-value":
    case "delete-member":
    case "delete-milestone": {
      const target: Record<string, { table: AboutListTable; tab: ListTab }> = {
        "delete-value": { table: "about_values", tab: "values" },
        "delete-member": { table: "team_members", tab: "team" },
        "delete-milestone": { table: "milestones", tab: "milestones" },
      };
      const { table, tab } = target[intent];
      if (!(await deleteAboutItem(table, formId(formData)))) notFound();
      return done(tab, "Hakkımızda öğesi silindi", "Silindi.");
    }
    default:
      return unknownIntent();
  }
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function InfoForm({ info }: { info: LoaderData["info"] }) {
  const [form, fields] = useIntentForm(aboutInfoSchema, { id: "about-info", intent: "save-info", defaultValue: info });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <TextField field={fields.title} label="Başlık" />
      <TextField field={fields.subtitle} label="Alt başlık" />
      <TextAreaField field={fields.description} label="Açıklama" />
      <TextAreaField field={fields.mission} label="Misyon" />
      <TextAreaField field={fields.vision} label="Vizyon" />
      <TextField field={fields.values_image} label="Değerler bölümü görseli (URL)" type="url" placeholder="https://..." />
      <FormButtons intent="save-info" cancelTo={`${PAGE}?tab=info`} />
    </Form>
  );
}

function ValuesImageForm({ image }: { image: string | null }) {
  const [form, fields] = useIntentForm(aboutValuesImageSchema, {
    id: "about-values-image",
    intent: "save-values-image",
    defaultValue: { values_image: image },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <TextField
        field={fields.values_image}
        label="Görsel URL'si"
        type="url"
        placeholder="https://..."
        hint="Boş bırakılırsa varsayılan görsel gösterilir."
      />
      <FormButtons intent="save-values-image" cancelTo={`${PAGE}?tab=values`} />
    </Form>
  );
}

function ValueForm({ value, order }: { value?: LoaderData["values"][number]; order: number }) {
  const [form, fields] = useIntentForm(aboutValueSchema, {
    id: `about-value-${value?.id ?? "new"}`,
    intent: "save-value",
    defaultValue: value ?? { icon_name: aboutIcons[0].value, sort_order: order },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {value ? <input type="hidden" name="id" value={value.id} /> : null}
      <TextField field={fields.name} label="Ad" />
      <TextAreaField field={fields.description} label="Açıklama" />
      <SelectField field={fields.icon_name} label="Simge" options={iconOptions} />
      <TextField field={fields.sort_order} label="Sıra" type="number" />
      <FormButtons intent="save-value" cancelTo={`${PAGE}?tab=values`} />
    </Form>
  );
}

function MemberForm({ member, order }: { member?: LoaderData["team"][number]; order: number }) {
  const [form, fields] = useIntentForm(teamMemberSchema, {
    id: `about-member-${member?.id ?? "new"}`,
    intent: "save-member",
    defaultValue: member ?? { sort_order: order },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {member ? <input type="hidden" name="id" value={member.id} /> : null}
      <TextField field={fields.name} label="Ad Soyad" />
      <TextField field={fields.role} label="Pozisyon" />
      <TextAreaField field={fields.bio} label="Biyografi" />
      <TextField field={fields.image} label="Fotoğraf URL'si" type="url" placeholder="https://..." hint="İsteğe bağlı." />
      <TextField field={fields.sort_order} label="Sıra" type="number" />
      <FormButtons intent="save-member" cancelTo={`${PAGE}?tab=team`} />
    </Form>
  );
}

function MilestoneForm({ milestone, order }: { milestone?: LoaderData["milestones"][number]; order: number }) {
  const [form, fields] = useIntentForm(milestoneSchema, {
    id: `about-milestone-${milestone?.id ?? "new"}`,
    intent: "save-milestone",
    defaultValue: milestone ?? { sort_order: order },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {milestone ? <input type="hidden" name="id" value={milestone.id} /> : null}
      <TextField field={fields.year} label="Yıl" placeholder="2024" />
      <TextField field={fields.title} label="Başlık" />
      <TextAreaField field={fields.description} label="Açıklama" />
      <TextField field={fields.sort_order} label="Sıra" type="number" />
      <FormButtons intent="save-milestone" cancelTo={`${PAGE}?tab=milestones`} />
    </Form>
  );
}

export default function AdminAboutPage() {
  const { info, values, team, milestones } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const tab = (tabs.find((t) => t.id === params.get("tab"))?.id ?? "info") as Tab;
  const editId = Number(params.get("edit"));
  const confirmId = Number(params.get("confirm"));
  const adding = params.get("new") === "1";
  const editingImage = params.get("image") === "1";
  const back = `${PAGE}?tab=${tab}`;

  const lists = { values, team, milestones };
  const confirmItem = tab !== "info" && confirmId ? lists[tab].find((item) => item.id === confirmId) : undefined;

  return (
    <div>
      <h1 className="text-2xl font-bold text-white">Hakkımızda Yönetimi</h1>
      <p className="mt-1 text-sm text-slate-400">Hakkımızda sayfasındaki bilgileri, değerleri, ekibi ve kilometre taşlarını yönetin.</p>
      <TabNav
        tabs={tabs.map((t) => ({ ...t, count: t.id === "info" ? undefined : lists[t.id].length }))}
        current={tab}
        label="Hakkımızda bölümleri"
      />

      {tab === "info" ? (
        <section className="card mt-6 p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 className="text-lg font-semibold text-white">{info.title}</h2>
              {info.subtitle ? <p className="mt-1 text-slate-300">{info.subtitle}</p> : null}
            </div>
            <Link to="?tab=info&edit=1" className="btn btn-secondary">
              <PencilSquareIcon className="h-5 w-5" aria-hidden="true" />
              Düzenle
            </Link>
          </div>
          <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
            {(
              [
                ["Açıklama", info.description],
                ["Misyon", info.mission],
                ["Vizyon", info.vision],
                ["Değerler bölümü görseli", info.values_image],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-400">{label}</dt>
                <dd className="mt-1 break-words whitespace-pre-line text-slate-100">{value || "—"}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {tab === "values" ? (
        <>
          <section className="card mt-6 flex flex-wrap items-center gap-4 p-4">
            <img
              src={info.values_image || DEFAULT_VALUES_IMAGE}
              alt="Değerler bölümü görseli"
              className="h-20 w-32 rounded-lg border border-slate-800 object-cover"
            />
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold text-white">Değerler bölümü görseli</h2>
              <p className="truncate text-sm text-slate-400">{info.values_image || "Varsayılan görsel"}</p>
            </div>
            <Link to="?tab=values&image=1" className="btn btn-secondary">
              <PhotoIcon className="h-5 w-5" aria-hidden="true" />
              Görseli Düzenle
            </Link>
          </section>
          <ListTable
            tab="values"
          deleteIntent={deleteIntents.values}
          deleteMessage={deleteMessages.values}
          emptyText="Henüz kayıt yok. Ziyaretçiler varsayılan içeriği görür."
            addLabel="Değer Ekle"
            columns={["Simge", "Ad", "Açıklama", "Sıra"]}
            rows={values.map((value) => ({
              id: value.id,
              name: value.name,
              cells: [
                <span key="icon" className="inline-flex text-brand-300" title={value.icon_name}>
                  <Icon name={aboutValueIcon(value.icon_name)} />
                </span>,
                value.name,
                value.description,
                value.sort_order,
              ],
            }))}
          />
        </>
      ) : null}
      {tab === "team" ? (
        <ListTable
          tab="team"
          deleteIntent={deleteIntents.team}
          deleteMessage={deleteMessages.team}
          emptyText="Henüz kayıt yok. Ziyaretçiler varsayılan içeriği görür."
          addLabel="Ekip Üyesi Ekle"
          columns={["Ad Soyad", "Pozisyon", "Sıra"]}
          rows={team.map((member) => ({
            id: member.id,
            name: member.name,
            cells: [member.name, member.role, member.sort_order],
          }))}
        />
      ) : null}
      {tab === "milestones" ? (
        <ListTable
          tab="milestones"
          deleteIntent={deleteIntents.milestones}
          deleteMessage={deleteMessages.milestones}
          emptyText="Henüz kayıt yok. Ziyaretçiler varsayılan içeriği görür."
          addLabel="Kilometre Taşı Ekle"
          columns={["Yıl", "Başlık", "Sıra"]}
          rows={milestones.map((milestone) => ({
            id: milestone.id,
            name: milestone.title,
            cells: [milestone.year, milestone.title, milestone.sort_order],
          }))}
        />
      ) : null}

      {tab === "info" && editId ? (
        <Modal title="Genel Bilgileri Düzenle" closeTo={back}>
          <InfoForm info={info} />
        </Modal>
      ) : null}
      {tab === "values" && editingImage ? (
        <Modal title="Değerler Görselini Düzenle" closeTo={back}>
          <ValuesImageForm image={info.values_image} />
        </Modal>
      ) : null}
      {tab === "values" && (adding || lists.values.some((item) => item.id === editId)) ? (
        <Modal title={adding ? "Yeni Değer" : "Değeri Düzenle"} closeTo={back}>
          <ValueForm value={values.find((v) => v.id === editId)} order={values.length + 1} />
        </Modal>
      ) : null}
      {tab === "team" && (adding || lists.team.some((item) => item.id === editId)) ? (
        <Modal title={adding ? "Yeni Ekip Üyesi" : "Ekip Üyesini Düzenle"} closeTo={back}>
          <MemberForm member={team.find((m) => m.id === editId)} order={team.length + 1} />
        </Modal>
      ) : null}
      {tab === "milestones" && (adding || lists.milestones.some((item) => item.id === editId)) ? (
        <Modal title={adding ? "Yeni Kilometre Taşı" : "Kilometre Taşını Düzenle"} closeTo={back}>
          <MilestoneForm milestone={milestones.find((m) => m.id === editId)} order={milestones.length + 1} />
        </Modal>
      ) : null}
      {confirmItem && tab !== "info" ? (
        <Modal title="Silmeyi Onayla" closeTo={back}>
          <ConfirmDelete intent={deleteIntents[tab]} id={confirmItem.id} message={deleteMessages[tab]} cancelTo={back} />
        </Modal>
      ) : null}
    </div>
  );
}
