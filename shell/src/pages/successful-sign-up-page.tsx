import MailOutlined from '@ant-design/icons/MailOutlined';
import { useTranslation } from 'react-i18next';
import './notice-page.css';
import { LinkButton, Result } from '@agrocadena/shared-ui';

/** After sign-up: the account only works once the mailed link is opened. */
export function SuccessfulSignUpPage() {
  const { t } = useTranslation('shell');
  return (
    <div className="notice-page">
      <Result
        icon={<MailOutlined className="notice-icon" />}
        title={t('successfulSignUp.title')}
        subTitle={t('successfulSignUp.text')}
        extra={
          <LinkButton to="/" type="primary" size="large" data-testid="back-to-landing">
            {t('successfulSignUp.back')}
          </LinkButton>
        }
        data-testid="successful-sign-up"
      />
    </div>
  );
}
