import { Avatar, Button, Dropdown } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@agrocadena/contracts';
import { useSessionPhoto } from './use-session-photo';

/** The enterprise name of a legal entity, else the person's first name. */
export function displayName(user: SessionUser): string {
  return user.enterpriseName?.trim() || user.firstName?.trim() || user.email;
}

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  const name = displayName(user);
  const photo = useSessionPhoto();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'home',
            icon: <HomeOutlined />,
            label: (
              <Link to="/home" data-testid="user-menu-home">
                {t('nav.home')}
              </Link>
            ),
          },
          {
            key: 'editUser',
            icon: <UserOutlined />,
            label: (
              <Link to="/editUser" data-testid="user-menu-edit">
                {t('nav.editUser')}
              </Link>
            ),
          },
          {
            key: 'changePassword',
            icon: <KeyOutlined />,
            label: (
              <Link to="/changePassword" data-testid="user-menu-password">
                {t('nav.changePassword')}
              </Link>
            ),
          },
        ],
      }}
    >
      <Button type="text" className="user-menu-trigger" data-testid="user-menu" aria-label={name}>
        <Avatar
          size="small"
          src={photo.src}
          onError={photo.onError}
          icon={<UserOutlined />}
          alt=""
          className="user-avatar"
          data-testid="user-avatar"
        />
        <span className="user-name">{name}</span>
        <DownOutlined className="user-caret" />
      </Button>
    </Dropdown>
  );
}
