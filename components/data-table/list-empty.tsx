"use client";

import { createContext, useContext, type ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";

type ListEmptyValue = { text: string; create?: { href: string; label: string } };

const ListEmptyContext = createContext<ListEmptyValue>({ text: "Nenhum resultado encontrado" });

/** Set by `ListScreen`: what the list's table says when it has no rows, and its create button. */
export function ListEmptyProvider({
  value,
  children,
}: {
  value: ListEmptyValue;
  children: ReactNode;
}) {
  return <ListEmptyContext.Provider value={value}>{children}</ListEmptyContext.Provider>;
}

/** The empty table's content: the list's `EmptyState` (a table may override the text). */
export function ListEmpty({ text }: { text?: string }) {
  const list = useContext(ListEmptyContext);
  return <EmptyState text={text ?? list.text} create={list.create} />;
}
