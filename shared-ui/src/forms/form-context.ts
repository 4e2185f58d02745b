import { createContext, useContext } from 'react';
import type { FormInstance, UntypedValues } from './use-form';

export interface FormSettings {
  form?: FormInstance;
  name?: string;
  requiredMark: boolean;
}

export const FormSettingsContext = createContext<FormSettings>({ requiredMark: true });

/** Form.useFormInstance: the form the component sits in. */
export function useFormInstance<Values = UntypedValues>(): FormInstance<Values> {
  const { form } = useContext(FormSettingsContext);
  if (!form) throw new Error('useFormInstance outside a Form');
  return form as FormInstance<Values>;
}

/** A `noStyle` item hands its errors to the item around it, which shows them (the phone list, a select with a help button). */
export const InnerErrorsContext = createContext<((key: string, errors: string[]) => void) | null>(null);
