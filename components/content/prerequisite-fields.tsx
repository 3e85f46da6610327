"use client";

import { Checkbox, Flex, Text } from "@radix-ui/themes";
import { Controller, useWatch } from "react-hook-form";
import { ControlledField } from "@/components/form";
import { SelectInput } from "@/components/form/select-input";
import type { ModuleOption } from "@/lib/services/content/prerequisites";
import type { ContentFormControl } from "./content-form-values";

const NONE = "none";

/**
 * A module's prerequisites: "Requer o módulo" (the other modules of the training chosen above,
 * or none) and "Em ordem". The server checks them again (same training, not itself, no cycle).
 */
export function PrerequisiteFields({
  control,
  moduleId,
  modules,
}: {
  control: ContentFormControl;
  moduleId: number | null;
  modules: ModuleOption[];
}) {
  const trainingId = Number(useWatch({ control, name: "trainingId" }) || 0);
  const options = [
    { value: NONE, label: "Nenhum" },
    ...modules
      .filter((m) => m.trainingId === trainingId && m.id !== moduleId)
      .map((m) => ({ value: String(m.id), label: m.title })),
  ];
  return (
    <>
      <ControlledField
        control={control}
        name="requiresModuleId"
        label="Requer o módulo"
        hint={trainingId ? undefined : "Escolha o treinamento primeiro"}
        render={({ value, onChange, ref, onBlur, ...a11y }) => (
          <SelectInput
            {...a11y}
            ref={ref}
            onBlur={onBlur}
            value={value === "" || value == null ? NONE : String(value)}
            onValueChange={(v) => onChange(v === NONE ? "" : v)}
            options={options}
            disabled={!trainingId}
          />
        )}
      />
      <Controller
        control={control}
        name="requiresPrevious"
        render={({ field, fieldState }) => (
          <Flex direction="column" gap="1" justify="end">
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox
                  checked={Boolean(field.value)}
                  onCheckedChange={(on) => field.onChange(on === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
                Em ordem (requer o módulo anterior)
              </Flex>
            </Text>
            {fieldState.error ? (
              <Text size="1" color="red">
                {fieldState.error.message}
              </Text>
            ) : null}
          </Flex>
        )}
      />
    </>
  );
}
