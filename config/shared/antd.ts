// Shared as `antd` in place of the whole library (see README.md here): the components a logged-in
// page draws at first paint — the dashboard's chrome, buttons, tags, alerts; texts are shared-ui's
// Typography, drawn without antd's. Forms, dialogs and detail views take theirs from
// `@agrocadena/shared-ui/forms` (shared-ui/src/antd-forms.ts), loaded when one first opens. Never
// Table (shared-ui's DataTable), Cascader, ColorPicker, Tour…; none of it on the public pages,
// which are built without antd.
export {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  ConfigProvider,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Menu,
  Result,
  Skeleton,
  Space,
  Spin,
  Tag,
  Tooltip,
} from 'antd/es/index.js';
export type { ButtonProps, FormInstance, FormRule, InputProps, MenuProps, SelectProps, ThemeConfig } from 'antd/es/index.js';
