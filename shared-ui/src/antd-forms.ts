// antd's form, dialog and detail components, shared with the rest of `@agrocadena/shared-ui/forms`
// (forms.ts): what a page needs only once a form or a dialog opens. What every page shows at first
// paint is the `antd` subset (config/shared/antd.ts); both halves are the shell's one copy of antd.
export {
  Card,
  Checkbox,
  Col,
  Descriptions,
  Divider,
  Form,
  Image,
  Input,
  Layout,
  Modal,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  Tabs,
  Upload,
} from 'antd/es/index.js';
