// `@agrocadena/shared-ui/antd-forms`, shared under its own key: antd's dialog, picker and detail
// components (Modal, Select, Tabs, Card…) and the suite's dialogs drawn with them, fetched when a
// page or a dialog first uses one. A form alone (`@agrocadena/shared-ui/forms`: the suite's form
// layer, text fields, radios, the browser's own selects) loads none of it (issue 13: antd's half
// weighs ~90 KB for a phone). This part and the `antd` subset (config/shared/antd.ts) are the
// shell's one copy of antd.
export * from './antd-parts';
export { ConfirmDeleteDialog } from './components/confirm-delete-dialog';
export { SuccessDialog } from './components/success-dialog';
export { PersonCardDialog } from './features/person/person-card-dialog';
