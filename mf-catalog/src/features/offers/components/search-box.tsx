import { useRef } from 'react';
import { Button } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@agrocadena/contracts/core';
import { AutoComplete, Input } from '@agrocadena/shared-ui/forms';

interface Props {
  value: string;
  onChange: (text: string) => void;
  /** Enter, the search button or a picked suggestion: the filter is applied with this text. */
  onSearch: (text: string) => void;
  suggestions: string[];
  label: string;
  placeholder: string;
}

/** The text of a catalogue's filter, with the names the catalogue knows offered as one types. */
export function SearchBox({ value, onChange, onSearch, suggestions, label, placeholder }: Props) {
  const { t } = useTranslation('common');
  // A picked suggestion and the Enter that picked it both search: with the picked text.
  const latest = useRef(value);
  latest.current = value;
  const change = (text: string) => {
    latest.current = text;
    onChange(text);
  };
  return (
    <div className="cat-search">
      <AutoComplete
        className="cat-search-text"
        value={value}
        // Two offers may share a name: one suggestion each (the server's typo-tolerant matches are not filtered again here).
        options={[...new Set(suggestions)].map((name) => ({ value: name, label: name }))}
        onChange={(text: string) => change(text)}
        onSelect={(text: string) => {
          change(text);
          onSearch(text);
        }}
        data-testid="catalog-search-autocomplete"
      >
        <Input
          size="large"
          maxLength={LIMITS.searchText}
          aria-label={label}
          placeholder={placeholder}
          onPressEnter={() => setTimeout(() => onSearch(latest.current))}
          data-testid="catalog-search-text"
        />
      </AutoComplete>
      <Button type="primary" size="large" icon={<SearchOutlined aria-hidden />} onClick={() => onSearch(latest.current)} data-testid="catalog-search">
        {t('actions.search')}
      </Button>
    </div>
  );
}
