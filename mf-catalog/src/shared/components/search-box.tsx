import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@agrocadena/contracts/core';
import { SuggestInput, Button } from '@agrocadena/shared-ui';

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
  return (
    <div className="cat-search">
      <SuggestInput
        className="cat-search-text"
        value={value}
        onChange={onChange}
        onPick={onSearch}
        onEnter={onSearch}
        suggestions={suggestions}
        maxLength={LIMITS.searchText}
        aria-label={label}
        placeholder={placeholder}
        data-testid="catalog-search-text"
      />
      <Button type="primary" size="large" icon={<SearchOutlined aria-hidden />} onClick={() => onSearch(value)} data-testid="catalog-search">
        {t('actions.search')}
      </Button>
    </div>
  );
}
