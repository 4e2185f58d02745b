import { useMemo } from 'react';
import { useForm as useRcForm } from '@rc-component/form';
import type { FormInstance as RcFormInstance, NamePath } from '@rc-component/form';
import { fieldId, toNamePath } from './field-id';

/**
 * The values of a form that names no type for them: any field path reads and writes, as in antd and
 * rc-component/form, whose own default this is (a typed path would refuse `['lines', index]`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type UntypedValues = any;

export interface ScrollToFieldOptions extends ScrollIntoViewOptions {
  focus?: boolean;
}

/** rc-component/form's instance (antd's form engine) with what antd adds on top and the suite calls. */
export interface FormInstance<Values = UntypedValues> extends RcFormInstance<Values> {
  scrollToField: (name: NamePath, options?: ScrollToFieldOptions) => void;
  focusField: (name: NamePath) => void;
  /** The form's name, set by <Form name>: field ids start with it. */
  __INTERNAL__: { name?: string };
}

function fieldNode(form: FormInstance, name: NamePath): HTMLElement | null {
  const id = fieldId(toNamePath(name as string), form.__INTERNAL__.name);
  return id ? document.getElementById(id) : null;
}

/** Form.useForm: one instance per form, or the one the caller passes through. */
export function useForm<Values = UntypedValues>(given?: FormInstance<Values>): [FormInstance<Values>] {
  const [rcForm] = useRcForm<Values>();
  const form = useMemo<FormInstance<Values>>(() => {
    if (given) return given;
    const wrapped: FormInstance<Values> = {
      ...rcForm,
      __INTERNAL__: {},
      scrollToField: (name, { focus, ...options } = {}) => {
        const node = fieldNode(wrapped, name);
        if (!node) return;
        node.scrollIntoView?.({ block: 'nearest', ...options });
        if (focus) node.focus({ preventScroll: true });
      },
      focusField: (name) => fieldNode(wrapped, name)?.focus(),
    };
    return wrapped;
  }, [given, rcForm]);
  return [form];
}
