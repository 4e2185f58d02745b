// `@agrocadena/shared-ui/forms`, shared under its own key: what a form needs — the suite's form
// layer (antd's Form contract on antd's own engine, rc-component/form, drawn by the suite's CSS),
// its text fields, radios, the browser's own selects and the suite's number, day and place fields —
// loaded when a form page or a dialog is first opened, so a list page's first paint carries none of
// it. antd's dialog and picker components are another part, `@agrocadena/shared-ui/antd-forms`,
// which a form without them never loads (issue 13: a phone downloads what it shows).
export { Form, type FormInstance, type FormRule, type FormRuleObject, type FormProps } from './forms/form';
export type { FormItemProps } from './forms/form-item';
export { Input, type InputProps, type TextAreaProps } from './components/inputs/text-input';
export { Radio, type RadioChangeEvent } from './components/inputs/radio';
export { Switch } from './components/inputs/switch';
export { Divider } from './components/layout/divider';
export { Row, Col } from './components/layout/grid';
export { Space } from './components/layout/space';
export { MoneyInput } from './components/inputs/money-input';
export { QuantityInput } from './components/inputs/quantity-input';
export type { NumberInputProps } from './components/inputs/number-input';
export { DayField } from './components/inputs/day-field';
export { DepartmentSelect } from './features/geo/department-select';
export { TownSelect } from './features/geo/town-select';
export { PersonFieldset } from './features/person/person-fieldset';
