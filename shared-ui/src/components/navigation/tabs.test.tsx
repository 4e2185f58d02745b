import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './tabs';

function Draft() {
  const [text, setText] = useState('');
  return <input aria-label="Nombre" value={text} onChange={(event) => setText(event.target.value)} />;
}

const ITEMS = [
  { key: 'stock', label: 'Existencias', children: <p>Movimientos</p> },
  { key: 'statistics', label: 'Estadísticas', children: <p>Gráfica</p> },
  { key: 'edit', label: 'Editar', children: <Draft /> },
];

test('the arrow keys, Home and End move between tabs and show each one (the ARIA tabs pattern)', () => {
  const onChange = jest.fn();
  render(<Tabs items={ITEMS} onChange={onChange} aria-label="Producto" />);
  const [stock, statistics, edit] = screen.getAllByRole('tab');
  expect(stock).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Movimientos');
  fireEvent.keyDown(stock, { key: 'ArrowRight' });
  expect(statistics).toHaveFocus();
  expect(statistics).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Estadísticas' })).toHaveTextContent('Gráfica');
  fireEvent.keyDown(statistics, { key: 'End' });
  expect(edit).toHaveFocus();
  fireEvent.keyDown(edit, { key: 'ArrowRight' });
  expect(stock).toHaveFocus();
  expect(onChange.mock.calls.map(([key]) => key)).toEqual(['statistics', 'edit', 'stock']);
  expect(stock).toHaveAttribute('tabindex', '0');
  expect(edit).toHaveAttribute('tabindex', '-1');
});

test('a half-filled form in one tab survives a look at another', () => {
  render(<Tabs items={ITEMS} defaultActiveKey="edit" />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Mango' } });
  fireEvent.click(screen.getByRole('tab', { name: 'Existencias' }));
  expect(screen.queryByRole('textbox', { name: 'Nombre' })).toBeNull();
  fireEvent.click(screen.getByRole('tab', { name: 'Editar' }));
  expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Mango');
});
