import { ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, OfflineBanner } from '@agrocadena/shared-ui';
import './i18n/register';
import './styles/base.css';
import { AppRoutes } from './routes/app-routes';

const shellTheme = {
  token: { fontSizeHeading1: 32 },
  components: {
    Menu: {
      darkItemBg: 'transparent',
      darkItemColor: 'rgba(255,255,255,0.88)',
      darkPopupBg: '#1b5e20',
      darkItemSelectedBg: 'rgba(255,255,255,0.18)',
    },
    Tabs: { horizontalItemPadding: '12px 10px' },
  },
};

export function App() {
  return (
    <AppProviders>
      <ConfigProvider theme={shellTheme}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <OfflineBanner />
      </ConfigProvider>
    </AppProviders>
  );
}
