import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import RcForm, { List, useWatch } from '@rc-component/form';
import type { FormProps as RcFormProps } from '@rc-component/form';
import { ControlSettingsContext } from '../components/theme/control-settings';
import { FormSettingsContext, useFormInstance } from './form-context';
import { FormItem } from './form-item';
import { useForm, type FormInstance, type ScrollToFieldOptions, type UntypedValues } from './use-form';
import './form.css';

export interface FormProps<Values = UntypedValues> extends Omit<RcFormProps<Values>, 'form' | 'children'> {
  form?: FormInstance<Values>;
  /** Labels above their fields (the suite's forms), or fields in a row (a search bar). */
  layout?: 'vertical' | 'inline';
  size?: 'middle' | 'large';
  /** Puts a mark on the labels of required fields (on by default). */
  requiredMark?: boolean;
  /** Brings the first field in error into view when a submit fails. */
  scrollToFirstError?: boolean | ScrollToFieldOptions;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
  children?: ReactNode;
}

/**
 * The suite's form: antd's Form contract on antd's own engine (rc-component/form), drawn by the
 * suite's CSS (form.css), so a form costs a phone ~15 KB instead of antd's Form and Input (~40 KB).
 * The buttons and antd's controls inside a form (Select) take its size and disabled state from it.
 */
function FormRoot<Values = UntypedValues>({
  form: given,
  name,
  layout = 'vertical',
  size,
  requiredMark = true,
  scrollToFirstError,
  disabled,
  className,
  onFinishFailed,
  children,
  ...rest
}: FormProps<Values>) {
  const { t } = useTranslation('common');
  const [form] = useForm(given);
  form.__INTERNAL__.name = name;
  const settings = useMemo(() => ({ form: form as FormInstance, name, requiredMark }), [form, name, requiredMark]);
  // A rule without its own message says what antd's locale said, in the suite's words.
  const controls = useMemo(() => ({ size, disabled }), [size, disabled]);
  const validateMessages = useMemo(() => ({ required: t('validation.requiredField') }), [t]);
  const classes = ['ac-form', `ac-form--${layout}`, size === 'large' && 'ac-form--large', className].filter(Boolean).join(' ');
  return (
    <FormSettingsContext.Provider value={settings}>
      <ControlSettingsContext.Provider value={controls}>
        <RcForm<Values>
          {...rest}
          id={name}
          name={name}
          form={form}
          validateMessages={validateMessages}
          className={classes}
          onFinishFailed={(info) => {
            onFinishFailed?.(info);
            const first = info.errorFields[0];
            if (scrollToFirstError && first) form.scrollToField(first.name, typeof scrollToFirstError === 'object' ? scrollToFirstError : {});
          }}
        >
          {disabled ? (
            <fieldset disabled className="ac-form__disabled">
              {children}
            </fieldset>
          ) : (
            children
          )}
        </RcForm>
      </ControlSettingsContext.Provider>
    </FormSettingsContext.Provider>
  );
}

type FormType = typeof FormRoot & {
  Item: typeof FormItem;
  List: typeof List;
  useForm: typeof useForm;
  useWatch: typeof useWatch;
  useFormInstance: typeof useFormInstance;
};

export const Form = FormRoot as FormType;
Form.Item = FormItem;
Form.List = List;
Form.useForm = useForm;
Form.useWatch = useWatch;
Form.useFormInstance = useFormInstance;

export type { FormInstance } from './use-form';
export type { Rule as FormRule, RuleObject as FormRuleObject } from '@rc-component/form';
