import { fireEvent, render, screen } from '@testing-library/react';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Form } from '../../forms/form';
import { Select, Modal } from '../../antd-parts';
import { renderWithProviders, resetStores } from '../../testing/render-page';
import { Alert } from '../feedback/alert';
import { Button } from './button';
import { Spin } from '../feedback/spin';

test('a loading button shows it and takes no second click: a submit on a slow network does not go twice', () => {
  const onClick = jest.fn();
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const { rerender } = render(
    <form onSubmit={onSubmit}>
      <Button type="primary" htmlType="submit" onClick={onClick}>
        Guardar
      </Button>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Guardar' });
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  rerender(
    <form onSubmit={onSubmit}>
      <Button type="primary" htmlType="submit" loading onClick={onClick}>
        Guardar
      </Button>
    </form>,
  );
  expect(button).toHaveAttribute('aria-busy', 'true');
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

test('a button is a plain button unless told to submit, and an icon alone is named by its label', () => {
  render(
    <form onSubmit={() => undefined}>
      <Button icon={<PlusOutlined />} aria-label="Agregar" />
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Agregar' });
  expect(button).toHaveAttribute('type', 'button');
  expect(button).toHaveClass('ac-button--icon-only');
});

test('with an href a button is a real link; disabled, it leads nowhere', () => {
  const { rerender } = render(<Button href="/home">Inicio</Button>);
  expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/home');
  rerender(
    <Button href="/home" disabled>
      Inicio
    </Button>,
  );
  expect(screen.getByText('Inicio').closest('a')).not.toHaveAttribute('href');
});

test("a form's size and disabled state reach its buttons and antd's controls inside it", () => {
  renderWithProviders(
    <Form name="f" size="large" disabled>
      <Select aria-label="Unidad" options={[{ value: 'Kg', label: 'Kg' }]} />
      <Button>Enviar</Button>
    </Form>,
  );
  const button = screen.getByRole('button', { name: 'Enviar' });
  expect(button).toHaveClass('ac-button--large');
  expect(button).toBeDisabled();
  expect(document.querySelector('.ant-select')).toHaveClass('ant-select-lg', 'ant-select-disabled');
});

test("antd's components come in the suite's theme and language, and keep their static members", async () => {
  resetStores('es');
  renderWithProviders(
    <Modal open title="Confirmar">
      <p>¿Seguro?</p>
    </Modal>,
  );
  // The locale's own words (antd's Spanish), not antd's English default.
  expect(await screen.findByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  expect(typeof Modal.useModal).toBe('function');
});

test('an alert is announced, with its title, description and action', () => {
  render(<Alert type="error" showIcon title="No se pudo guardar" description="Sin conexión" action={<Button>Reintentar</Button>} />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveClass('ac-alert--error', 'ac-alert--with-description');
  expect(alert).toHaveTextContent('No se pudo guardar');
  expect(alert).toHaveTextContent('Sin conexión');
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});

test('a spinner around content keeps the content, dimmed and busy, while it is read again', () => {
  const { rerender } = render(
    <Spin spinning data-testid="grid">
      <p>Lista</p>
    </Spin>,
  );
  expect(screen.getByTestId('grid')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('Lista')).toBeInTheDocument();
  rerender(
    <Spin spinning={false} data-testid="grid">
      <p>Lista</p>
    </Spin>,
  );
  expect(screen.getByTestId('grid')).toHaveAttribute('aria-busy', 'false');
  expect(document.querySelector('.ac-spin')).toBeNull();
});

test('a named spinner over the whole screen says what is on its way', () => {
  render(<Spin fullscreen aria-label="Cargando" />);
  expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
});
