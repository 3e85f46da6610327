"use client";

import { FilterField, FilterSelectField, FilterTextField } from "@/components/filter-fields";
import { FilterPanel, useFilterForm } from "@/components/filter-panel";
import { DateInput } from "@/components/form/date-input";
import { MaskedInput } from "@/components/form/masked-input";
import { DOCUMENT_MASK, PHONE_MASK } from "@/components/form/masks";
import { profileName } from "@/lib/kinds/user";

const EMPTY = {
  name: "",
  email: "",
  profile: "",
  phone: "",
  document: "",
  birthDate: "",
  instagram: "",
  pixKey: "",
  status: "",
};

/** The 'Filtros' of 'Usuários': name, e-mail, profile and the optional fields of §5. */
export function UserFilters({ profiles }: { profiles: { id: number; label: string }[] }) {
  const form = useFilterForm(EMPTY);
  return (
    <FilterPanel form={form} columns={{ initial: "1", sm: "2", md: "4" }}>
      <FilterTextField form={form} name="name" label="Nome" />
      <FilterTextField form={form} name="email" label="E-mail" />
      <FilterSelectField
        form={form}
        name="profile"
        label="Perfil"
        placeholder="Todos"
        options={profiles.map((p) => ({ value: p.label, label: profileName(p.label) }))}
      />
      <FilterField
        form={form}
        name="phone"
        label="Telefone"
        render={(field) => <MaskedInput {...field} mask={PHONE_MASK} inputMode="numeric" />}
      />
      <FilterField
        form={form}
        name="document"
        label="CPF/CNPJ"
        render={(field) => <MaskedInput {...field} mask={DOCUMENT_MASK} inputMode="numeric" />}
      />
      <FilterField
        form={form}
        name="birthDate"
        label="Data de nascimento"
        render={(field) => <DateInput {...field} />}
      />
      <FilterTextField form={form} name="instagram" label="Instagram" />
      <FilterTextField form={form} name="pixKey" label="Chave PIX" />
      <FilterSelectField
        form={form}
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
