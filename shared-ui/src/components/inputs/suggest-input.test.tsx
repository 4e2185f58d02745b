import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SuggestInput } from './suggest-input';
import { NativeSelect } from './native-select';

function Search({ suggestions, onPick, onEnter }: { suggestions: string[]; onPick: (text: string) => void; onEnter: (text: string) => void }) {
  const [text, setText] = useState('');
  return <SuggestInput aria-label="Nombre" value={text} onChange={setText} onPick={onPick} onEnter={onEnter} suggestions={suggestions} />;
}

function setup(suggestions = ['Limón común', 'Limón tahití', 'Limón común']) {
  const onPick = jest.fn();
  const onEnter = jest.fn();
  render(<Search suggestions={suggestions} onPick={onPick} onEnter={onEnter} />);
  return { onPick, onEnter, field: screen.getByRole('combobox', { name: 'Nombre' }), user: userEvent.setup() };
}

test('offers the suggestions as they come (a name once) when one types, and picks one by click', async () => {
  const { onPick, onEnter, field, user } = setup();
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();

  await user.type(field, 'limon');
  expect(field).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Limón común', 'Limón tahití']);

  await user.click(screen.getByRole('option', { name: 'Limón tahití' }));
  expect(onPick).toHaveBeenCalledWith('Limón tahití');
  expect(field).toHaveValue('Limón tahití');
  expect(field).toHaveFocus();
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(onEnter).not.toHaveBeenCalled();
});

test('arrows move through the list (round), Enter picks the highlighted one, Escape closes', async () => {
  const { onPick, field, user } = setup();
  await user.type(field, 'lim');
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  const first = screen.getByRole('option', { name: 'Limón común' });
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(field).toHaveAttribute('aria-activedescendant', first.id);
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('option', { name: 'Limón tahití' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  expect(onPick).toHaveBeenCalledWith('Limón tahití');

  await user.type(field, 'x');
  expect(field).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(field).not.toHaveAttribute('aria-activedescendant');
});

test('Enter with nothing highlighted searches the typed text; leaving the field closes the list', async () => {
  const { onPick, onEnter, field, user } = setup();
  await user.type(field, 'limon{Enter}');
  expect(onEnter).toHaveBeenCalledWith('limon');
  expect(onPick).not.toHaveBeenCalled();
  expect(field).toHaveAttribute('aria-expanded', 'false');

  await user.type(field, 'a');
  expect(field).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  expect(field).toHaveAttribute('aria-expanded', 'false');
});

test('with no suggestions no list shows, and the arrows do nothing', async () => {
  const { field, user } = setup([]);
  await user.type(field, 'zzz{ArrowDown}');
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
});

test('a select shows its placeholder until a choice is made, or when its value is not among the choices', async () => {
  const choices = [
    { value: 'RAW_MATERIAL', label: 'Materia prima' },
    { value: 'FINISHED', label: 'Producto terminado' },
  ] as const;
  const onChange = jest.fn();
  const { rerender } = render(<NativeSelect aria-label="Tipo" placeholder="Tipo de producto" value={null} onChange={onChange} choices={choices} />);
  const select = screen.getByRole('combobox', { name: 'Tipo' });
  expect(select).toHaveDisplayValue('Tipo de producto');
  expect(screen.getByRole('option', { name: 'Tipo de producto' })).toBeDisabled();

  await userEvent.setup().selectOptions(select, 'Producto terminado');
  expect(onChange).toHaveBeenCalledWith('FINISHED');

  rerender(<NativeSelect aria-label="Tipo" placeholder="Tipo de producto" value="RAW_MATERIAL" onChange={onChange} choices={choices} />);
  expect(select).toHaveDisplayValue('Materia prima');
  expect(screen.queryByRole('option', { name: 'Tipo de producto' })).not.toBeInTheDocument();

  rerender(<NativeSelect aria-label="Tipo" placeholder="Tipo de producto" value="GONE" onChange={onChange} choices={choices} />);
  expect(select).toHaveDisplayValue('Tipo de producto');
});
