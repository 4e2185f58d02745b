// antd's dialog, picker and detail components: re-exported by `@agrocadena/shared-ui/antd-forms`
// (antd-forms.ts), and imported from here by the suite's dialogs that belong to it.
export { Card, Checkbox, Descriptions, Image, Layout, Modal, Select, Switch, Tabs } from 'antd/es/index.js';
