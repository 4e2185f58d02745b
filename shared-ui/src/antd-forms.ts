// `@agrocadena/shared-ui/antd-forms`, shared under its own key: antd's dialog, picker and detail
// components (Modal, Select, Descriptions…), each in the suite's theme and locale, and the suite's
// dialogs drawn with them, fetched when a page or a dialog first uses one. A page or a form alone
// (`@agrocadena/shared-ui/forms`: the suite's form layer, text fields, radios, the browser's own
// selects) loads none of it (issue 13: antd with its style engine weighs ~120 KB for a phone). This
// part is the suite's one copy of antd.
export * from './antd-parts';
export { ConfirmDeleteDialog } from './components/feedback/confirm-delete-dialog';
export { SuccessDialog } from './components/feedback/success-dialog';
export { PersonCardDialog } from './features/person/person-card-dialog';
