// `@agrocadena/shared-ui/forms`, shared under its own key: what forms and dialogs need — antd's
// form and dialog components and the suite's own — loaded when a form page or a dialog is first
// opened, so a list page's first paint carries none of it (issue 13: a phone downloads what it shows).
export * from './antd-forms';
export { ConfirmDeleteDialog } from './components/confirm-delete-dialog';
export { SuccessDialog } from './components/success-dialog';
export { MoneyInput } from './components/money-input';
export { QuantityInput } from './components/quantity-input';
export type { NumberInputProps } from './components/number-input';
export { DayField } from './components/day-field';
export { DepartmentSelect } from './features/geo/department-select';
export { TownSelect } from './features/geo/town-select';
export { PersonFieldset } from './features/person/person-fieldset';
export { PersonCardDialog } from './features/person/person-card-dialog';
