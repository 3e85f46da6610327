"use client";

import { DatePickerField, DOCUMENT_MASK, MaskedField, PHONE_MASK, SelectField, TextField } from "@/components/form";
import { FilterPanel, useFilterForm } from "@/components/filter-panel";
import { profileName } from "@/lib/validation/user";

const EMPTY = { name: "", email: "", profile: "", phone: "", document: "", birthDate: "", instagram: "", pixKey: "", status: "" };

/** The 'Filtros' of 'Usuários': name, e-mail, profile and the optional fields of §5. */
export function UserFilters({ profiles }: { profiles: { id: number; label: string }[] }) {
  const form = useFilterForm(EMPTY);
  const { control } = form;
  return (
    <FilterPanel form={form} columns={{ initial: "1", sm: "2", md: "4" }}>
      <TextField control={control} name="name" label="Nome" />
      <TextField control={control} name="email" label="E-mail" />
      <SelectField control={control} name="profile" label="Perfil" placeholder="Todos" options={profiles.map((p) => ({ value: p.label, label: profileName(p.label) }))} />
      <MaskedField control={control} name="phone" label="Telefone" mask={PHONE_MASK} />
      <MaskedField control={control} name="document" label="CPF/CNPJ" mask={DOCUMENT_MASK} />
      <DatePickerField control={control} name="birthDate" label="Data de nascimento" />
      <TextField control={control} name="instagram" label="Instagram" />
      <TextField control={control} name="pixKey" label="Chave PIX" />
      <SelectField
        control={control}
        name="status"
        label="Situação"
        placeholder="Ativos"
        options={[
          { value: "active", label: "Ativos" },
          { value: "inactive", label: "Excluídos (anonimizar)" },
        ]}
      />
    </FilterPanel>
  );
}
