import { createContext, useContext } from 'react';

export type ControlSize = 'small' | 'middle' | 'large';

export interface ControlSettings {
  size?: ControlSize;
  disabled?: boolean;
}

/**
 * What a form says of the controls inside it (its size, whether it is disabled): the suite's
 * buttons read it, and antd's controls get it through their theme (antd-theme.tsx), as antd's
 * ConfigProvider gave them before the suite drew its own.
 */
export const ControlSettingsContext = createContext<ControlSettings>({});

export const useControlSettings = () => useContext(ControlSettingsContext);
