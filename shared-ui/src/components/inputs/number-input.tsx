import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { type InputProps } from './text-input';
import { useTranslation } from 'react-i18next';
import { isUnreadable, readNumber, showNumber, type NumberFormat, type NumberInputValue } from '../../format/number-input';
import { Input } from './text-input';

export interface NumberInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'inputMode' | 'type'> {
  /** A number, null when blank, or the text it could not read (numberInputRule refuses that). */
  value?: NumberInputValue;
  onChange?: (value: NumberInputValue) => void;
}

interface Props extends NumberInputProps {
  format: NumberFormat;
  inputMode: 'decimal' | 'numeric';
}

function textOf(value: NumberInputValue | undefined, language: string, format: NumberFormat): string {
  return isUnreadable(value) ? value.text : showNumber(value, language, format);
}

/**
 * The text box behind QuantityInput and MoneyInput. What is typed stays as typed while the field
 * has the focus (a reformat under the cursor would move it); the form gets the reading at every
 * key, and the text is rewritten the language's way on blur and when the language changes.
 */
export function NumberInput({ format, value, onChange, onBlur, ...rest }: Props) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [text, setText] = useState(() => textOf(value, language, format));
  // What the field holds as far as this box knows: its last reading, or a value set from outside.
  const held = useRef(value);
  const shownIn = useRef(language);
  const latest = useRef({ format, onChange });
  latest.current = { format, onChange };

  function hand(next: NumberInputValue) {
    held.current = next;
    latest.current.onChange?.(next);
  }

  // A value the box did not hand out (initial values, a reset, setFieldsValue) replaces the text.
  useEffect(() => {
    if (Object.is(value, held.current)) return;
    held.current = value;
    setText(textOf(value, shownIn.current, latest.current.format));
  }, [value]);

  // Another language: a number is shown its way; text not read before is read again its way.
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    const current = held.current;
    if (typeof current === 'number') setText(showNumber(current, language, latest.current.format));
    else if (isUnreadable(current)) {
      held.current = readNumber(current.text, language, latest.current.format);
      latest.current.onChange?.(held.current);
    }
  }, [language]);

  return (
    <Input
      autoComplete="off"
      {...rest}
      type="text"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        hand(readNumber(event.target.value, language, format));
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const reading = readNumber(text, language, format);
        if (!isUnreadable(reading)) setText(showNumber(reading, language, format));
        onBlur?.(event);
      }}
    />
  );
}
