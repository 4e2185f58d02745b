import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import './suggest-input.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size'> {
  /** Optional inside antd's Form.Item, which gives both. */
  value?: string;
  onChange?: (text: string) => void;
  /** A suggestion was picked (clicked, or Enter on the highlighted one): the field now holds it. */
  onPick: (text: string) => void;
  /** Enter with no suggestion highlighted. */
  onEnter: (text: string) => void;
  /** Offered in this order, as they are: the server's matches may tolerate typos the text has. */
  suggestions: readonly string[];
  /** Drawn inside the box, before the text. */
  icon?: ReactNode;
  'data-testid'?: string;
}

/**
 * A text field that offers suggestions as one types: the ARIA combobox pattern (arrows move through
 * the list, Enter picks, Escape closes), drawn without a component library (issue 13: the public
 * catalogue's first paint). The browser's datalist would filter the server's typo-tolerant matches
 * ("limon" → "Limón") away again, so the list is ours.
 */
export function SuggestInput({
  value = '',
  onChange = () => undefined,
  onPick,
  onEnter,
  suggestions,
  icon,
  className = '',
  onBlur,
  onKeyDown,
  ...input
}: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  // Two offers may share a name: one suggestion each.
  const options = [...new Set(suggestions)];
  const shown = open && options.length > 0;
  const active = shown && highlighted < options.length ? highlighted : -1;
  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };
  const pick = (text: string) => {
    close();
    onChange(text);
    onPick(text);
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    setHighlighted((current) => {
      const from = shown && current < options.length ? current : -1;
      if (from === -1) return step === 1 ? 0 : options.length - 1;
      return (from + step + options.length) % options.length;
    });
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length > 0) move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active >= 0) pick(options[active]);
      else {
        close();
        onEnter(value);
      }
    } else if (event.key === 'Escape' && shown) {
      // Closes the list only: a dialog around the field stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className={`ac-suggest ${className}`}>
      <span className="ac-suggest-box">
        {icon}
        <input
          {...input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={`${id}-list`}
          aria-activedescendant={active >= 0 ? `${id}-${active}` : undefined}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setHighlighted(-1);
          }}
          onKeyDown={keyDown}
          onBlur={(event) => {
            close();
            onBlur?.(event);
          }}
        />
      </span>
      <ul id={`${id}-list`} role="listbox" className="ac-suggest-list" hidden={!shown}>
        {shown &&
          options.map((option, index) => (
            <li
              key={option}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              className="ac-suggest-option"
              // Keeps the focus in the field, which would close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              {option}
            </li>
          ))}
      </ul>
    </div>
  );
}
