"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Card, Grid } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { updateFinanceItemAction } from "@/lib/actions/finance-collaborator";
import {
  CurrencyField,
  DatePickerField,
  FileField,
  FormActions,
  SelectField,
  TextField,
  UserPickerField,
  type IdOption,
} from "@/components/form";
import { handleActionResult } from "@/lib/client/action-result";
import { createWithFile, uploadFile } from "@/lib/client/upload";
import type { FinanceItem } from "@/lib/services/finance";
import { financeDateRange, financeFormSchema } from "@/lib/validation/finance";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";
import type { FinanceAudience } from "./finance-table";
import { MaxValueWarning } from "./approval-info";

type Props = {
  kind: FinanceKind;
  audience: FinanceAudience;
  /** The item being edited (collaborator), or none to create one. */
  item?: FinanceItem;
  types: IdOption[];
  listHref: string;
  /** Each type's maximum value (approval policies): above it the form warns, without blocking. */
  maxValues?: Record<number, number>;
};

type Values = Record<string, unknown>;

/**
 * The create and edit form of every finance kind. A create sends the fields and the receipt in
 * one multipart request to the REST create, which stores both or neither (a refused receipt
 * shows its reason here and creates nothing). An edit saves the fields (server action), then a
 * new receipt (`POST …/{id}/file`); a failed upload stays here with the reason.
 */
export function FinanceForm({ kind, audience, item, types, listHref, maxValues = {} }: Props) {
  const router = useRouter();
  const config = FINANCE[kind];
  const { typeField, dateField, text } = config;
  const creating = !item;
  const withUser = audience === "admin" && creating;
  const range = financeDateRange();

  const form = useForm<Values>({
    resolver: zodResolver(financeFormSchema(kind, { withUser, fileRequired: creating })),
    defaultValues: {
      value: item?.value,
      description: item?.description ?? "",
      [typeField]: item ? String(item.typeId) : "",
      ...(dateField ? { [dateField]: item?.date ?? "" } : {}),
      ...(withUser ? { userId: "" } : {}),
      file: null,
    },
  });

  const collectionEndpoint =
    audience === "admin" ? `/api/${config.adminApi}` : `/api/collaborator/${config.segment}`;
  const fileEndpoint = (id: number) => `${collectionEndpoint}/${id}/file`;

  const done = () => {
    router.push(listHref);
    router.refresh();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const { file, ...fields } = values as Values & { file: File | null };
    if (creating) {
      if (!handleActionResult(await createWithFile(collectionEndpoint, fields, file), { form }))
        return;
      toast.success(text.created);
      return done();
    }
    const result = await updateFinanceItemAction(kind, item.id, fields);
    if (!handleActionResult(result, { form })) return;
    if (file && !handleActionResult(await uploadFile(fileEndpoint(item.id), file), { form }))
      return;
    toast.success(text.edited);
    done();
  });

  // A retired type stays selectable on the item that already has it.
  const typeOptions =
    item && !types.some((t) => t.id === item.typeId)
      ? [...types, { id: item.typeId, label: `${item.type.label} (desativado)` }]
      : types;
  const submitting = form.formState.isSubmitting;
  const [value, typeId] = useWatch({ control: form.control, name: ["value", typeField] });
  const maxValue = maxValues[Number(typeId)];
  const overMax = maxValue != null && Number(value) > maxValue;

  return (
    <Card size="3" asChild>
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        aria-label={creating ? text.create : text.edit}
      >
        <Grid columns={{ initial: "1", sm: "2" }} gap="4">
          {withUser ? (
            <UserPickerField
              control={form.control}
              name="userId"
              label="Colaborador"
              profile="EMPLOYEE"
              placeholder="Selecione um colaborador"
            />
          ) : null}
          <CurrencyField control={form.control} name="value" label="Valor" disabled={submitting} />
          <SelectField
            control={form.control}
            name={typeField}
            label={text.typeLabel}
            options={typeOptions}
            placeholder="Selecione um tipo"
            disabled={submitting}
          />
          {dateField && text.dateLabel ? (
            <DatePickerField
              control={form.control}
              name={dateField}
              label={text.dateLabel}
              minDate={range.min}
              maxDate={range.max}
              disabled={submitting}
            />
          ) : null}
        </Grid>
        {overMax ? <MaxValueWarning maxValue={maxValue} /> : null}
        <Grid columns="1" gap="4" mt="4">
          <TextField
            control={form.control}
            name="description"
            label="Descrição"
            multiline
            maxLength={191}
            disabled={submitting}
          />
          <FileField
            control={form.control}
            name="file"
            // Editing, a picked file is added to the item's receipts (its page lists them all).
            label={item ? "Adicionar comprovante" : "Comprovante"}
            current={item?.file}
            currentLabel="Primeiro comprovante"
            disabled={submitting}
          />
        </Grid>
        <FormActions
          submitting={submitting}
          editing={!creating}
          onCancel={() => router.push(listHref)}
        />
      </form>
    </Card>
  );
}
