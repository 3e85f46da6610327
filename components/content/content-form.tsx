"use client";

/**
 * The form of the four content levels ('Novo treinamento', 'Editar aula', …): the fields of
 * spec §5 for the level, its thumbnail (a lesson's file) with a preview, 'Cancelar' and
 * 'Cadastrar'. Saving is two steps like every upload here: the record through a server action,
 * then the picked file through `POST …/{id}/file`.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Card, Flex, Grid } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { saveContentAction } from "@/lib/actions/content";
import { FileField, FormActions, SelectField, TextField, type IdOption } from "@/components/form";
import { handleActionResult } from "@/lib/client/action-result";
import { uploadFile } from "@/lib/client/upload";
import {
  PARENT_KEY,
  PARENT_REQUIRED,
  contentSchemas,
  type ContentItem,
  type ContentKind,
} from "@/lib/validation/content";
import { fileFieldSchema } from "@/lib/validation/file";
import { lessonKindIssues, type LessonShape } from "@/lib/validation/quiz";
import type { ModuleOption } from "@/lib/services/content/prerequisites";
import { z } from "zod";
import type { ContentFormValues } from "./content-form-values";
import { CONTENT_SCREENS } from "./kinds";
import { PickedFilePreview } from "./picked-file-preview";
import { PrerequisiteFields } from "./prerequisite-fields";
import { LessonKindField, QuizFields } from "./quiz-fields";

type ContentFormSchema = ReturnType<typeof formSchema>;
/** The level's own fields after validation, plus the picked file. */
type ContentFormOutput = z.output<ContentFormSchema>;

const QUIZ_KEYS = ["passingScore", "maxAttempts", "attemptWaitMinutes", "questions"];

/**
 * One form for four schemas: each level validates its own fields plus the file. A lesson also
 * follows the rules of its kind (lessonKindIssues, as the server does); a content lesson
 * sends none of a quiz's fields.
 */
const formSchema = (kind: ContentKind) => {
  const schema = contentSchemas[kind].extend({ file: fileFieldSchema(false) });
  if (kind !== "lesson") return schema;
  return z.preprocess(
    (values) => {
      const v = values as Record<string, unknown>;
      return v.kind === "quiz"
        ? v
        : Object.fromEntries(Object.entries(v).filter(([key]) => !QUIZ_KEYS.includes(key)));
    },
    schema.superRefine((values, ctx) => {
      const issues = lessonKindIssues(values as LessonShape);
      for (const [field, messages] of Object.entries(issues))
        for (const message of messages) ctx.addIssue({ code: "custom", path: [field], message });
    }),
  ) as unknown as typeof schema;
};

const UPLOAD_FAILED = "Erro ao enviar a foto, tente editar mais tarde.";
const PARENT_LABEL = {
  trainingId: "Treinamento",
  moduleId: "Módulo",
  submoduleId: "Submódulo",
} as const;

/** A stored item as form values (the parent id as the select's string). */
function toValues(item: ContentItem | null): ContentFormValues {
  return {
    title: item?.title ?? "",
    description: item?.description ?? "",
    tutor: item?.tutor ?? "",
    workloadHours: item?.workloadHours != null ? String(item.workloadHours) : "",
    content: item?.content ?? "",
    kind: item?.kind ?? "content",
    passingScore: item?.passingScore ?? "",
    maxAttempts: item?.maxAttempts ?? "",
    attemptWaitMinutes: item?.attemptWaitMinutes ?? "",
    questions: (item?.questions ?? []).map((q) => ({
      text: q.text,
      options: q.options.map((o) => ({ text: o.text, correct: o.correct })),
    })),
    requiresModuleId: item?.requiresModuleId ? String(item.requiresModuleId) : "",
    requiresPrevious: item?.requiresPrevious ?? false,
    trainingId: item?.trainingId ? String(item.trainingId) : "",
    moduleId: item?.moduleId ? String(item.moduleId) : "",
    submoduleId: item?.submoduleId ? String(item.submoduleId) : "",
    file: null,
  };
}

/** Only the level's own fields go to the server (the schema's output holds nothing else). */
function bodyOf(values: ContentFormOutput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => key !== "file"));
}

type Props = {
  kind: ContentKind;
  item: ContentItem | null;
  parents: IdOption[];
  /** Modules: every module with its training, for "Requer o módulo". */
  modules?: ModuleOption[];
};

export function ContentForm({ kind, item, parents, modules = [] }: Props) {
  const router = useRouter();
  const screen = CONTENT_SCREENS[kind];
  const current = (kind === "lesson" ? item?.file : item?.thumbnail) ?? null;
  const form = useForm<ContentFormValues, unknown, ContentFormOutput>({
    resolver: zodResolver<ContentFormValues, unknown, ContentFormOutput>(formSchema(kind)),
    defaultValues: toValues(item),
  });
  const picked = useWatch({ control: form.control, name: "file" });
  const isQuiz = useWatch({ control: form.control, name: "kind" }) === "quiz";
  const parentKey = kind === "training" ? null : PARENT_KEY[kind];
  const listPath = `${screen.path}?page=1&per_page=10`;

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await saveContentAction(kind, item?.id ?? null, bodyOf(values));
    if (!handleActionResult(saved, { form })) return;
    // One toast: the record was saved, but a refused file is what the user must hear about.
    const uploaded = values.file
      ? await uploadFile(`${screen.api}/${saved.data.id}/file`, values.file)
      : null;
    if (uploaded && !uploaded.ok) toast.error(UPLOAD_FAILED, { description: uploaded.message });
    else toast.success(item ? screen.edited : screen.created);
    router.push(listPath);
    router.refresh();
  });

  return (
    <Card size="3">
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        aria-label={item ? screen.editTitle : screen.newTitle}
      >
        <Flex direction="column" gap="4">
          <Grid columns={{ initial: "1", md: "2" }} gap="4">
            <TextField control={form.control} name="title" label="Título" maxLength={191} />
            {kind === "training" ? (
              <TextField control={form.control} name="tutor" label="Professor" maxLength={191} />
            ) : null}
            {kind === "training" ? (
              <TextField
                control={form.control}
                name="workloadHours"
                label="Carga horária (horas)"
                type="number"
                placeholder="Opcional: impressa no certificado"
              />
            ) : null}
            {parentKey ? (
              <SelectField
                control={form.control}
                name={parentKey}
                label={PARENT_LABEL[parentKey]}
                options={parents}
                placeholder={PARENT_REQUIRED[parentKey]}
              />
            ) : null}
            {kind === "lesson" ? <LessonKindField control={form.control} /> : null}
            {kind === "module" ? (
              <PrerequisiteFields
                control={form.control}
                moduleId={item?.id ?? null}
                modules={modules}
              />
            ) : null}
            {kind === "lesson" && !isQuiz ? (
              <TextField
                control={form.control}
                name="content"
                label="Conteúdo (URL)"
                type="url"
                placeholder="https://www.youtube.com/watch?v=…"
              />
            ) : null}
          </Grid>
          <TextField control={form.control} name="description" label="Descrição" multiline />
          {kind === "lesson" && isQuiz ? <QuizFields control={form.control} /> : null}
          <Grid columns={{ initial: "1", md: "2" }} gap="4" align="start">
            <FileField
              control={form.control}
              name="file"
              label={screen.fileLabel}
              current={current}
              currentLabel={`${screen.fileLabel} atual`}
            />
            <PickedFilePreview picked={picked} current={current} />
          </Grid>
          <FormActions submitting={form.formState.isSubmitting} editing={Boolean(item)} />
        </Flex>
      </form>
    </Card>
  );
}
