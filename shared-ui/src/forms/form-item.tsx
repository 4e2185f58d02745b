import {
  Children,
  cloneElement,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Field, FieldContext } from '@rc-component/form';
import type { FieldProps, NamePath, Rule } from '@rc-component/form';
import { fieldId, toNamePath } from './field-id';
import { FormSettingsContext, InnerErrorsContext } from './form-context';
import type { FormInstance } from './use-form';

type FieldBinding = Pick<
  FieldProps,
  'dependencies' | 'getValueFromEvent' | 'initialValue' | 'normalize' | 'trigger' | 'validateFirst' | 'validateTrigger' | 'valuePropName'
>;

export interface FormItemProps extends FieldBinding {
  name?: NamePath;
  label?: ReactNode;
  rules?: Rule[];
  /** Shown under the field, whatever its state. */
  extra?: ReactNode;
  /** Shown under the field when it has no error. */
  help?: ReactNode;
  /** The id of the control the label names, when the item has no name (it wraps an item that has). */
  htmlFor?: string;
  /** Marks the label as required when the rules do not say it (an item wrapping a `noStyle` one). */
  required?: boolean;
  /** Binds the field without drawing label or errors; its errors show on the item around it. */
  noStyle?: boolean;
  hidden?: boolean;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
  children?: ReactNode;
}

function isRequired(rules: Rule[] | undefined, form: FormInstance | undefined): boolean {
  return (rules ?? []).some((rule) => {
    if (typeof rule === 'function') return form ? Boolean(rule(form).required) : false;
    return Boolean(rule?.required);
  });
}

const sameErrors = (a: string[], b: string[]) => a.length === b.length && a.every((error, index) => error === b[index]);

/**
 * Form.Item of the suite's form layer: antd's contract (name, rules, label, extra, noStyle…) on
 * antd's own engine (rc-component/form), drawn with the suite's CSS instead of antd's form styles,
 * so a form page does not download antd's Form (issue 13).
 */
export function FormItem({
  name,
  label,
  rules,
  extra,
  help,
  htmlFor,
  required,
  noStyle,
  hidden,
  className,
  style,
  children,
  ...rest
}: FormItemProps) {
  const { 'data-testid': testId, ...binding } = rest;
  const settings = useContext(FormSettingsContext);
  const fieldContext = useContext(FieldContext) as { prefixName?: (string | number)[] };
  const reportUp = useContext(InnerErrorsContext);
  const key = useId();
  const [ownErrors, setOwnErrors] = useState<string[]>([]);
  const [innerErrors, setInnerErrors] = useState<Record<string, string[]>>({});

  const namePath = name === undefined ? [] : [...(fieldContext.prefixName ?? []), ...toNamePath(name as string)];
  const id = fieldId(namePath, settings.name);
  const errors = [...ownErrors, ...Object.values(innerErrors).flat()];

  const collectInner = useCallback((innerKey: string, inner: string[]) => {
    setInnerErrors((current) => {
      if (sameErrors(current[innerKey] ?? [], inner)) return current;
      const next = { ...current };
      if (inner.length > 0) next[innerKey] = inner;
      else delete next[innerKey];
      return next;
    });
  }, []);

  useEffect(() => {
    if (noStyle) reportUp?.(key, ownErrors);
  }, [noStyle, reportUp, key, ownErrors]);
  useEffect(() => () => reportUp?.(key, []), [reportUp, key]);

  const helpId = id ? `${id}_help` : undefined;
  let control: ReactNode = children;
  // A named item binds its one control; an item without a name only lays out what it holds.
  const child = name !== undefined ? Children.only(children) : null;
  if (isValidElement(child)) {
    const childProps = child.props as Record<string, unknown>;
    const described = cloneElement(child as ReactElement<Record<string, unknown>>, {
      id: childProps.id ?? id,
      'aria-invalid': errors.length > 0 || undefined,
      'aria-describedby': errors.length > 0 && !noStyle ? helpId : childProps['aria-describedby'],
    });
    control = (
      <Field
        name={name}
        rules={rules}
        {...binding}
        onMetaChange={(meta) => {
          if (meta.destroy) return;
          setOwnErrors((current) => (sameErrors(current, meta.errors) ? current : meta.errors));
        }}
      >
        {described}
      </Field>
    );
  }

  if (noStyle) return <>{control}</>;

  const requiredMarked = (required ?? isRequired(rules, settings.form)) && settings.requiredMark;
  const labelFor = htmlFor ?? id;
  const classes = ['ac-form-item', errors.length > 0 && 'ac-form-item--error', className].filter(Boolean).join(' ');
  return (
    <div className={classes} style={style} hidden={hidden} data-testid={testId}>
      {label !== undefined && label !== null && (
        <label className={`ac-form-item__label${requiredMarked ? ' ac-form-item__label--required' : ''}`} htmlFor={labelFor}>
          {label}
        </label>
      )}
      <div className="ac-form-item__control">
        <InnerErrorsContext.Provider value={collectInner}>{control}</InnerErrorsContext.Provider>
        {errors.length > 0 ? (
          <div id={helpId} className="ac-form-item__errors" role="alert">
            {errors.map((error, index) => (
              <div key={index} className="ac-form-item__error">
                {error}
              </div>
            ))}
          </div>
        ) : (
          help !== undefined && <div className="ac-form-item__help">{help}</div>
        )}
        {extra !== undefined && extra !== null && <div className="ac-form-item__extra">{extra}</div>}
      </div>
    </div>
  );
}
