import type { Control, FieldValues } from "react-hook-form";

/**
 * What the inputs hold, typed as wide as every level's schema input (a level reads only its own
 * fields; the parent ids are coerced to numbers, so their input is `unknown`).
 */
export type ContentFormValues = {
  title: string;
  description: string;
  tutor?: string;
  workloadHours?: unknown;
  content?: unknown;
  /** Lessons: 'content' | 'quiz' and a quiz's rules and questions. */
  kind?: string;
  passingScore?: unknown;
  maxAttempts?: unknown;
  attemptWaitMinutes?: unknown;
  questions?: { text: string; options: { text: string; correct?: boolean }[] }[];
  /** Modules: "Requer o módulo" and "Em ordem". */
  requiresModuleId?: unknown;
  requiresPrevious?: boolean;
  trainingId?: unknown;
  moduleId?: unknown;
  submoduleId?: unknown;
  file?: File | null;
};
/** The form's control as the level's field groups (quiz, prerequisites) receive it. */
export type ContentFormControl = Control<ContentFormValues, unknown, FieldValues>;
