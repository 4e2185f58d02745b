import { forwardRef, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useTranslation } from 'react-i18next';
import './text-input.css';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  size?: 'middle' | 'large';
  /** Drawn inside the box before / after the text: a currency sign, a unit. */
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** Enter pressed in the field (a dialog's field confirms the dialog). */
  onPressEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** An error shown by the caller rather than by a form item. */
  status?: 'error';
  'data-testid'?: string;
}

const classesOf = (base: string, size: InputProps['size'], className?: string) =>
  [base, size === 'large' && `${base}--large`, className].filter(Boolean).join(' ');

/** A field given `value` (a form's, even undefined) is controlled: undefined shows as empty text. */
const controlled = (props: object, value: unknown) => ('value' in props ? { value: (value ?? '') as string } : {});

/** A text field drawn like the suite's other controls (the browser's own input: no antd Input to download). */
const TextInput = forwardRef<HTMLInputElement, InputProps>(function TextInput(props, ref) {
  const { size, className, style, value, prefix, suffix, onPressEnter, onKeyDown, status, ...rest } = props;
  const input = (
    <input
      ref={ref}
      {...rest}
      {...controlled(props, value)}
      aria-invalid={rest['aria-invalid'] ?? (status === 'error' || undefined)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter') onPressEnter?.(event);
      }}
      className={prefix || suffix ? 'ac-input' : classesOf('ac-input', size, className)}
      style={prefix || suffix ? undefined : style}
    />
  );
  if (!prefix && !suffix) return input;
  return (
    <span className={classesOf('ac-input-affix', size, className)} style={style}>
      {prefix && <span className="ac-input-affix__prefix">{prefix}</span>}
      {input}
      {suffix && <span className="ac-input-affix__suffix">{suffix}</span>}
    </span>
  );
});

/** A password field with a button that shows what was typed (a phone's keyboard makes typos easy). */
const PasswordInput = forwardRef<HTMLInputElement, InputProps>(function PasswordInput({ size, className, style, ...rest }, ref) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  return (
    <span className={classesOf('ac-input-password', size, className)} style={style}>
      <TextInput ref={ref} {...rest} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="ac-input-password__button"
        aria-label={t(shown ? 'actions.hidePassword' : 'actions.showPassword')}
        aria-pressed={shown}
        onClick={() => setShown((now) => !now)}
      >
        {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
      </button>
    </span>
  );
});

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Shows how many characters are typed out of maxLength. */
  showCount?: boolean;
  'data-testid'?: string;
}

const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(props, ref) {
  const { showCount, className, value, maxLength, ...rest } = props;
  const text = typeof value === 'string' ? value : '';
  const area = (
    <textarea
      ref={ref}
      {...rest}
      {...controlled(props, value)}
      maxLength={maxLength}
      className={classesOf('ac-input ac-textarea', undefined, className)}
    />
  );
  if (!showCount) return area;
  return (
    <span className="ac-textarea-count">
      {area}
      <span className="ac-textarea-count__figure">{maxLength ? `${text.length} / ${maxLength}` : text.length}</span>
    </span>
  );
});

/** A search field: the browser's own, with its clear button. */
const SearchInput = forwardRef<HTMLInputElement, InputProps & { allowClear?: boolean }>(function SearchInput(
  { allowClear: _clearable, ...rest },
  ref,
) {
  return <TextInput ref={ref} type="search" {...rest} />;
});

type InputType = typeof TextInput & { Password: typeof PasswordInput; TextArea: typeof TextArea; Search: typeof SearchInput };

/** Input, Input.Password, Input.TextArea and Input.Search with antd's props the suite uses. */
export const Input = TextInput as InputType;
Input.Password = PasswordInput;
Input.TextArea = TextArea;
Input.Search = SearchInput;
