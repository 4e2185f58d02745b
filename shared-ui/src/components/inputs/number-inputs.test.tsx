import { act, screen, waitFor } from '@testing-library/react';
import { NUMBER_FIELD_TRIGGERS, numberInputRule } from '../../forms/number-rule';
import { useLanguageStore } from '../../i18n/language-store';
import { renderWithProviders, resetStores, setupUser } from '../../testing/render-page';
import { fillIn } from '../../testing/antd-helpers';
import { MoneyInput } from './money-input';
import { QuantityInput } from './quantity-input';
import { Form } from '../../forms/form';

interface Values {
  amount?: unknown;
  price?: unknown;
}

function Harness({ onFinish, initialValues }: { onFinish: (values: Values) => void; initialValues?: Values }) {
  const [form] = Form.useForm<Values>();
  return (
    <Form form={form} onFinish={onFinish} initialValues={initialValues}>
      <Form.Item name="amount" label="amount" rules={[numberInputRule]} validateTrigger={NUMBER_FIELD_TRIGGERS}>
        <QuantityInput negative data-testid="amount" />
      </Form.Item>
      <Form.Item name="price" label="price" rules={[numberInputRule]} validateTrigger={NUMBER_FIELD_TRIGGERS}>
        <MoneyInput data-testid="price" />
      </Form.Item>
      <button type="submit">save</button>
      <button type="button" onClick={() => form.resetFields()}>
        reset
      </button>
    </Form>
  );
}

function show(initialValues?: Values) {
  const onFinish = jest.fn();
  renderWithProviders(<Harness onFinish={onFinish} initialValues={initialValues} />);
  return { onFinish, user: setupUser() };
}

const amount = () => screen.getByTestId('amount');
const price = () => screen.getByTestId('price');
const save = (user: ReturnType<typeof setupUser>) => user.click(screen.getByText('save'));
const errors = () => [...document.querySelectorAll('.ac-form-item__error')].map((e) => e.textContent);
const switchTo = (language: 'es' | 'en') => act(() => useLanguageStore.getState().setLanguage(language));

describe('QuantityInput and MoneyInput', () => {
  beforeEach(() => resetStores('es'));

  it('ask phones for the right keypad and show the currency', () => {
    show();
    expect(amount()).toHaveAttribute('inputmode', 'decimal');
    expect(amount()).toHaveAttribute('type', 'text');
    expect(price()).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('$')).toBeInTheDocument();
  });

  it('in Spanish read "2,5" and "1.250.000" and hand the form numbers', async () => {
    const { onFinish, user } = show();
    await fillIn(user, amount(), '2,5');
    await fillIn(user, price(), '1.250.000');
    await save(user);
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: 2.5, price: 1_250_000 }));
  });

  it('in English read "2.5" and "1,250,000"', async () => {
    resetStores('en');
    const { onFinish, user } = show();
    expect(screen.getByText('COP')).toBeInTheDocument();
    await fillIn(user, amount(), '2.5');
    await fillIn(user, price(), '1,250,000');
    await save(user);
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: 2.5, price: 1_250_000 }));
  });

  it('hand null when blank', async () => {
    const { onFinish, user } = show({ amount: 3, price: 4500 });
    await user.clear(amount());
    await user.clear(price());
    await save(user);
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: null, price: null }));
  });

  it('keep what is typed while typing and write it the language’s way on blur', async () => {
    const { user } = show();
    await user.click(amount());
    await user.keyboard('1250,5');
    expect(amount()).toHaveValue('1250,5');
    await user.click(price());
    expect(amount()).toHaveValue('1.250,5');
    await user.keyboard('1250000');
    expect(price()).toHaveValue('1250000');
    await user.tab();
    expect(price()).toHaveValue('1.250.000');
  });

  it('say on blur why a text cannot be read, clear it while typing, and never submit it', async () => {
    const { onFinish, user } = show();
    await fillIn(user, amount(), '2.5');
    expect(errors()).toEqual([]);
    await user.tab();
    await waitFor(() => expect(errors()).toEqual(['«2.5» no es claro: ¿2,5 o 25? Escriba los decimales con coma y los miles con punto.']));
    // Kept as typed, so the farmer sees what to fix.
    expect(amount()).toHaveValue('2.5');
    await save(user);
    await waitFor(() => expect(errors()).toHaveLength(1));
    expect(onFinish).not.toHaveBeenCalled();

    await user.click(amount());
    await user.keyboard('{Backspace}{Backspace}');
    await waitFor(() => expect(errors()).toEqual([]));
  });

  it.each([
    ['es', '1,2,3', 'No se entiende «1,2,3»: use coma para los decimales y punto para los miles, por ejemplo 1.250,5.'],
    ['es', '2,555', '«2,555» no es claro: ¿2,555 o 2.555? Escriba los decimales con coma y los miles con punto.'],
    ['es', '2,5555', 'Máximo 2 decimales, por ejemplo 1.250,5.'],
    ['es', 'dos', 'Escriba un número, por ejemplo 1.250,5.'],
    ['es', '1.000.000.000.000', 'El número más grande posible es 999.999.999.999.'],
    ['en', '2,5', '“2,5” is unclear: 2.5 or 25? Write decimals with a point and thousands with commas.'],
    ['en', '1.25.0', "Can't read “1.25.0”: use a point for decimals and commas for thousands, e.g. 1,250.5."],
    ['en', '2.5555', 'At most 2 decimals, e.g. 1,250.5.'],
  ] as const)('explain an unreadable amount (%s %p)', async (language, text, message) => {
    resetStores(language);
    const { onFinish, user } = show();
    await fillIn(user, amount(), text);
    await save(user);
    await waitFor(() => expect(errors()).toEqual([message]));
    expect(onFinish).not.toHaveBeenCalled();
  });

  it.each([
    ['es', '1.250,50', 'Sin decimales: escriba un número entero, por ejemplo 1.250.000.'],
    ['es', '2.5', 'No se entiende «2.5»: use punto para los miles, por ejemplo 1.250.000.'],
    ['es', '-5', 'Escriba un número positivo, sin «-».'],
    ['en', '1.250.000', "Can't read “1.250.000”: use commas for thousands, e.g. 1,250,000."],
  ] as const)('explain unreadable pesos (%s %p)', async (language, text, message) => {
    resetStores(language);
    const { onFinish, user } = show();
    await fillIn(user, price(), text);
    await save(user);
    await waitFor(() => expect(errors()).toEqual([message]));
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('refuse on Enter too, without a blur', async () => {
    const { onFinish, user } = show();
    await fillIn(user, price(), '1,5');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(errors()).toHaveLength(1));
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('show the value anew when the language changes, and read unread text the new way', async () => {
    const { onFinish, user } = show({ price: 1_250_000 });
    expect(price()).toHaveValue('1.250.000');
    await fillIn(user, amount(), '1250,5');
    await user.tab();
    expect(amount()).toHaveValue('1.250,5');
    switchTo('en');
    expect(amount()).toHaveValue('1,250.5');
    expect(price()).toHaveValue('1,250,000');
    expect(screen.getByText('COP')).toBeInTheDocument();

    // "2.5" is ambiguous in Spanish, plain in English.
    switchTo('es');
    await fillIn(user, amount(), '2.5');
    switchTo('en');
    expect(amount()).toHaveValue('2.5');
    await save(user);
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: 2.5, price: 1_250_000 }));
  });

  it('show values set by the form: initial values and a reset', async () => {
    const { user } = show({ amount: 12.5, price: 4500 });
    expect(amount()).toHaveValue('12,5');
    expect(price()).toHaveValue('4.500');
    await fillIn(user, amount(), '7');
    await fillIn(user, price(), 'abc');
    await user.click(screen.getByText('reset'));
    expect(amount()).toHaveValue('12,5');
    expect(price()).toHaveValue('4.500');
  });
});
