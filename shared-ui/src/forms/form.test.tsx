import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, resetStores, setupUser } from '../testing/render-page';
import { Input } from '../components/inputs/text-input';
import { Radio } from '../components/inputs/radio';
import { Form, type FormInstance } from './form';

interface Values {
  name?: string;
  kind?: string;
  phones?: string[];
  note?: string;
}

const REQUIRED_NAME = { required: true, message: 'Escriba el nombre' };

function Harness({
  onFinish,
  requiredMark,
  grab,
}: {
  onFinish: (values: Values) => void;
  requiredMark?: boolean;
  grab?: (form: FormInstance<Values>) => void;
}) {
  const [form] = Form.useForm<Values>();
  grab?.(form);
  return (
    <Form<Values> form={form} name="thing" requiredMark={requiredMark} onFinish={onFinish} initialValues={{ phones: [''] }} scrollToFirstError>
      <Form.Item name="name" label="Nombre" rules={[REQUIRED_NAME]}>
        <Input data-testid="name" />
      </Form.Item>
      <Form.Item name="kind" label="Clase" rules={[{ required: true }]}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'a', label: 'Primera' },
            { value: 'b', label: 'Segunda' },
          ]}
        />
      </Form.Item>
      <Form.List name="phones">
        {(fields) =>
          fields.map((field) => (
            <Form.Item key={field.key} label="Teléfono" required data-testid="phone-item">
              <Form.Item name={field.name} noStyle rules={[{ pattern: /^\d+$/, message: 'Solo números' }]}>
                <Input aria-label="Teléfono 1" data-testid="phone" />
              </Form.Item>
            </Form.Item>
          ))
        }
      </Form.List>
      <Form.Item name="note" label="Nota" extra="Opcional">
        <Input.TextArea maxLength={20} showCount data-testid="note" />
      </Form.Item>
      <button type="submit">guardar</button>
    </Form>
  );
}

function show(props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const onFinish = jest.fn();
  renderWithProviders(<Harness onFinish={onFinish} {...props} />);
  return { onFinish, user: setupUser() };
}

const save = (user: ReturnType<typeof setupUser>) => user.click(screen.getByText('guardar'));

describe('the suite form layer (antd contract, shared-ui drawing)', () => {
  beforeEach(() => {
    resetStores('es');
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('names each field by its label, with antd ids (form name, then the field path)', () => {
    show();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('id', 'thing_name');
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveAttribute('id', 'thing_note');
    expect(screen.getByTestId('phone')).toHaveAttribute('id', 'thing_phones_0');
  });

  it('marks the labels of required fields, and not when the form asks for no marks', () => {
    show();
    expect(screen.getByText('Nombre')).toHaveClass('ac-form-item__label--required');
    expect(screen.getByText('Teléfono')).toHaveClass('ac-form-item__label--required');
    expect(screen.getByText('Nota')).not.toHaveClass('ac-form-item__label--required');
  });

  it('without marks, still refuses an empty required field', async () => {
    const { onFinish, user } = show({ requiredMark: false });
    expect(screen.getByText('Nombre')).not.toHaveClass('ac-form-item__label--required');
    await save(user);
    expect(await screen.findByText('Escriba el nombre')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('shows a refused field its message, read out and tied to the field, and clears it once mended', async () => {
    const { onFinish, user } = show();
    await save(user);
    const message = await screen.findByText('Escriba el nombre');
    expect(message).toHaveClass('ac-form-item__error');
    expect(message.closest('[role=alert]')).toHaveAttribute('id', 'thing_name_help');
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-describedby', 'thing_name_help');
    expect(onFinish).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Nombre'), 'Mango');
    await waitFor(() => expect(screen.queryByText('Escriba el nombre')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
  });

  it('says "Campo obligatorio" for a required rule without its own message', async () => {
    const { user } = show();
    await save(user);
    const kind = screen.getByRole('radiogroup');
    await waitFor(() => expect(within(kind.closest('.ac-form-item') as HTMLElement).getByRole('alert')).toHaveTextContent('Campo obligatorio'));
  });

  it("shows a `noStyle` field's error on the item around it", async () => {
    const { user } = show();
    await user.type(screen.getByTestId('phone'), '300-abc');
    await waitFor(() => expect(screen.getByTestId('phone-item')).toHaveTextContent('Solo números'));
    expect(screen.getByTestId('phone-item')).toHaveClass('ac-form-item--error');
  });

  it('brings the first refused field into view on a failed submit', async () => {
    const { user } = show();
    await save(user);
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    const scrolled = (Element.prototype.scrollIntoView as jest.Mock).mock.contexts[0] as HTMLElement;
    expect(scrolled).toHaveAttribute('id', 'thing_name');
  });

  it('hands the chosen radio, the typed text and the list to onFinish', async () => {
    const { onFinish, user } = show();
    await user.type(screen.getByLabelText('Nombre'), 'Mango');
    await user.click(screen.getByLabelText('Segunda'));
    expect(screen.getByLabelText('Segunda')).toBeChecked();
    await user.type(screen.getByTestId('phone'), '3001234567');
    await user.type(screen.getByTestId('note'), 'Tahití');
    expect(screen.getByText('6 / 20')).toBeInTheDocument();
    await save(user);
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: 'Mango', kind: 'b', phones: ['3001234567'], note: 'Tahití' }));
  });

  it('sets errors from outside (a server answer) on the named field', async () => {
    let form: FormInstance<Values> | undefined;
    show({ grab: (instance) => (form = instance) });
    form?.setFields([{ name: 'name', errors: ['El nombre ya existe'] }]);
    expect(await screen.findByText('El nombre ya existe')).toHaveClass('ac-form-item__error');
  });
});

describe('Input.Password', () => {
  beforeEach(() => resetStores('en'));

  it('shows what was typed on demand, with a translated button', async () => {
    renderWithProviders(<Input.Password aria-label="Password" defaultValue="secret" />);
    const user = setupUser();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show the password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide the password' })).toHaveAttribute('aria-pressed', 'true');
  });
});
