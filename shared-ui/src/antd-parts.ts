// antd's dialog, picker and detail components, each inside the suite's antd theme and locale
// (antd-theme.tsx): re-exported by `@agrocadena/shared-ui/antd-forms` (antd-forms.ts), and imported
// from here by the suite's dialogs that belong to it. The only place the suite draws antd.
import {
  Checkbox as AntdCheckbox,
  Descriptions as AntdDescriptions,
  Image as AntdImage,
  Layout as AntdLayout,
  Modal as AntdModal,
  Select as AntdSelect,
} from 'antd/es/index.js';
import { createElement, type ComponentProps } from 'react';
import { themed } from './antd-theme';
import { useFocusReturn } from './hooks/use-focus-return';
import { useInertPage } from './hooks/use-inert-page';

export const Checkbox: typeof AntdCheckbox = themed(AntdCheckbox);
export const Descriptions: typeof AntdDescriptions = themed(AntdDescriptions);
export const Image: typeof AntdImage = themed(AntdImage);
export const Layout: typeof AntdLayout = themed(AntdLayout);
/**
 * antd's Modal (its static members too): the page behind it inert while it is open (useInertPage),
 * and focus back on its opener when it closes (useFocusReturn).
 */
function KeyboardSafeModal(props: ComponentProps<typeof AntdModal>) {
  useInertPage(props.open);
  useFocusReturn(props.open);
  return createElement(AntdModal, props);
}
export const Modal: typeof AntdModal = themed(Object.assign(KeyboardSafeModal, AntdModal));
export const Select: typeof AntdSelect = themed(AntdSelect);
export type { SelectProps } from 'antd/es/index.js';
