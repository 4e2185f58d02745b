import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import BulbOutlined from '@ant-design/icons/BulbOutlined';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@agrocadena/contracts';
import { TIPS } from './tips';
import './home.css';
import { Card, LinkButton, Tabs } from '@agrocadena/shared-ui';

export function HomeTips({ userType }: { userType: UserType }) {
  const { t } = useTranslation('shell');
  return (
    <Card
      className="home-tips"
      title={
        <span>
          <BulbOutlined /> {t('home.tipsTitle')}
        </span>
      }
      data-testid="home-tips"
    >
      <Tabs
        items={TIPS[userType].map((tip) => ({
          key: tip.key,
          label: t(`tips.${tip.key}.title`),
          children: (
            <div className="tip">
              <p>{t(`tips.${tip.key}.text`)}</p>
              <LinkButton to={tip.to} type="primary" size="large" data-testid={`tip-go-${tip.key}`}>
                {t('common:actions.go')} <ArrowRightOutlined />
              </LinkButton>
            </div>
          ),
        }))}
      />
    </Card>
  );
}
