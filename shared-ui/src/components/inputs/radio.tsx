import { createContext, useContext, useId, type ReactNode } from 'react';
import './radio.css';

type RadioValue = string | number;
/** What antd's Radio.Group hands to onChange, and so what a form field reads (event.target.value). */
export interface RadioChangeEvent {
  target: { value: RadioValue };
}

interface GroupState {
  name: string;
  value?: RadioValue;
  choose: (value: RadioValue) => void;
  buttons: boolean;
  disabled?: boolean;
}

const GroupContext = createContext<GroupState | null>(null);

interface RadioProps {
  value: RadioValue;
  disabled?: boolean;
  'data-testid'?: string;
  children?: ReactNode;
}

/** One choice of a Radio.Group: the browser's own radio, 44 px tall, its label the whole row. */
function RadioChoice({ value, disabled, children, ...rest }: RadioProps) {
  const group = useContext(GroupContext);
  if (!group) throw new Error('Radio outside Radio.Group');
  const checked = group.value === value;
  const classes = ['ac-radio', group.buttons && 'ac-radio--button', checked && 'ac-radio--checked'].filter(Boolean).join(' ');
  return (
    <label className={classes}>
      <input
        data-testid={rest['data-testid']}
        type="radio"
        name={group.name}
        value={String(value)}
        checked={checked}
        disabled={disabled ?? group.disabled}
        onChange={() => group.choose(value)}
      />
      <span className="ac-radio__label">{children}</span>
    </label>
  );
}

interface GroupProps {
  id?: string;
  value?: RadioValue;
  onChange?: (event: RadioChangeEvent) => void;
  options?: { value: RadioValue; label: ReactNode }[];
  /** Choices drawn as a row of buttons (antd's optionType="button") instead of round marks. */
  optionType?: 'default' | 'button';
  /** antd's solid buttons: the suite's are always solid. */
  buttonStyle?: 'solid';
  /** The buttons share the whole width. */
  block?: boolean;
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'data-testid'?: string;
  children?: ReactNode;
}

function Group({ id, value, onChange, options, optionType, block, orientation = 'horizontal', disabled, className, children, ...rest }: GroupProps) {
  const name = useId();
  const buttons = optionType === 'button';
  const classes = [
    'ac-radio-group',
    `ac-radio-group--${orientation}`,
    buttons && 'ac-radio-group--buttons',
    block && 'ac-radio-group--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <GroupContext.Provider value={{ name, value, buttons, disabled, choose: (chosen) => onChange?.({ target: { value: chosen } }) }}>
      <div id={id} role="radiogroup" className={classes} aria-invalid={rest['aria-invalid']} data-testid={rest['data-testid']}>
        {options
          ? options.map((option) => (
              <RadioChoice key={String(option.value)} value={option.value}>
                {option.label}
              </RadioChoice>
            ))
          : children}
      </div>
    </GroupContext.Provider>
  );
}

/** Radio and Radio.Group with antd's props the suite uses, drawn without antd. */
export const Radio = RadioChoice as typeof RadioChoice & { Group: typeof Group };
Radio.Group = Group;
