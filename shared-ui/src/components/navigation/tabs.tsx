import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface Props {
  items: readonly TabItem[];
  /** Controlled: the tab shown (with onChange). */
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  className?: string;
  'aria-label'?: string;
}

/**
 * Tabs with antd's look and the ARIA tabs pattern (arrow keys, Home and End move between tabs),
 * drawn without antd. A tab once shown stays mounted, hidden, as antd kept it: a half-filled form
 * in one tab survives a look at another.
 */
export function Tabs({ items, activeKey, defaultActiveKey, onChange, className, 'aria-label': label }: Props) {
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? items[0]?.key);
  const shown = activeKey ?? ownKey;
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(shown === undefined ? [] : [shown]));
  if (shown !== undefined && !visited.has(shown)) setVisited(new Set([...visited, shown]));
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (key: string) => {
    if (activeKey === undefined) setOwnKey(key);
    if (key !== shown) onChange?.(key);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    choose(items[next].key);
  };

  return (
    <div className={`ac-tabs${className ? ` ${className}` : ''}`}>
      <div className="ac-tabs__list" role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const selected = item.key === shown;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              className={`ac-tabs__tab${selected ? ' ac-tabs__tab--active' : ''}`}
              onClick={() => choose(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items
        .filter((item) => visited.has(item.key))
        .map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`${baseId}-panel-${item.key}`}
            aria-labelledby={`${baseId}-tab-${item.key}`}
            hidden={item.key !== shown}
            className="ac-tabs__panel"
          >
            {item.children}
          </div>
        ))}
    </div>
  );
}
