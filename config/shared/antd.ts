// Shared as `antd` in place of the whole library (see README.md here): the components a logged-in
// page draws at first paint with antd — buttons, alerts, spinners. The dashboard's chrome
// (menus, drawer, user menu), texts, avatars, badges, tags, toasts, skeletons, empty lists, results
// and rows of buttons are drawn without antd (shell and shared-ui). Forms are shared-ui's own
// (`@agrocadena/shared-ui/forms`); dialogs, searchable selects and detail views take antd's from
// `@agrocadena/shared-ui/antd-forms` (shared-ui/src/antd-parts.ts), loaded when one first opens. Never
// Table (shared-ui's DataTable), Cascader, ColorPicker, Tour…; none of it on the public pages,
// which are built without antd.
export { Alert, Button, ConfigProvider, Spin } from 'antd/es/index.js';
export type { ButtonProps, SelectProps, ThemeConfig } from 'antd/es/index.js';
